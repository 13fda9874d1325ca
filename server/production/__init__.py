"""Bates productions: combine, OCR and stamp client documents, with load files and a numbering ledger.

``store.produce`` is the entry point against a matter (lock, reserve the range in ``numbering``, build,
register the stamped pages as client evidence). The build itself is ``engine``: a ``plan`` with preflight,
per-page ``jobs`` in worker processes (``stamping``; long PDFs in page ranges, ``segments``), the
``combined_pdf``, ``records`` and ``loadfiles``.
"""
