"""What a draft says, checked against the client evidence: the engine behind ``verify_citations``.

``claims`` finds what a draft asserts (Bates and exhibit cites, dates, amounts, names, quotations through
``quotes``, authorities through ``legal_cites``, with ``facts`` normalising values); ``grounding`` checks each
against an ``evidence_index`` and ``authorities``; ``findings`` holds the verdicts. ``guard_rules`` are the
deterministic screens of ``guard_check`` (FRCP 5.2 identifiers, placeholders, injected instructions).
"""
