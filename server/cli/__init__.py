"""The command line above the tools: the verbs of ``python -m server``.

``setup`` (the embedded default's llama-server, model and Tesseract), ``demo`` (the affidavit pipeline over
stdio), ``sample`` (the bundled sample matter), ``cluster`` (plan, start, inspect, stop the model servers),
and ``ingest`` / ``search`` / ``status`` / ``produce`` / ``verify`` / ``matter verify`` (the deterministic pipeline,
for scripts without Claude: exit codes and ``--json`` in ``exits.py``).
Like ``app.py``, these modules may call ``tools/``; no domain package does.
"""
