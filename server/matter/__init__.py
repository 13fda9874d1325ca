"""A matter: its folder, its SQLite store, and the rules that keep evidence client material only.

``store.MatterStore`` (documents with origin, pages with offsets, full-text index of client pages, runs,
quarantine, the Bates ledger), ``ledger`` (the hash chain), ``paths`` (the folders counsel may touch),
``ingest`` (client files in, model-written text quarantined, with ``provenance``'s fingerprints),
``artifacts`` (everything a tool writes) and ``evidence`` (search, evidence packs, the verifier's index).
"""
