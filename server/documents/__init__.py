"""Files into pages of text with character offsets: ``parse.parse_document(path)``.

``kinds`` lists every file counsel reads (``TEXT_SUFFIXES``: the one list of text types) and ``detect`` tells
them apart. One reader per kind — ``pdf`` (text layer, OCR for pages without one), ``image``, ``text``,
``html`` (visible text), ``office`` (Word; LibreOffice for ``.doc``/``.rtf``/``.odt``), ``spreadsheet``,
``presentation``, ``email`` (body and attachments; ``outlook`` for ``.msg``), ``mailbox`` (``.mbox``, ``.pst``,
one message at a time) and ``archive`` (``.zip`` members, with caps against zip bombs) — and the OCR around
Tesseract: ``ocr_pool`` (bounded batches, one bad page degrades that page only) over ``tesseract`` (one process
per page, cached by page hash).
"""
