"""Files into pages of text with character offsets: ``parse.parse_document(path)``.

One reader per kind — ``pdf`` (text layer, OCR for pages without one), ``image``, ``text``, ``email``
(body and attachments) — and the OCR around Tesseract: ``ocr_pool`` (bounded batches, one bad page degrades
that page only) over ``tesseract`` (one process per page, cached by page hash).
"""
