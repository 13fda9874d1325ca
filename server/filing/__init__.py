"""From verdicts to a filing: ``review.review_pdf`` (every verdict highlighted on the draft, each cite linked to the
Bates-stamped page), ``binder.build_binder`` (the typeset draft and the exhibits it cites, bookmarked and linked),
``word.build_docx`` (the draft in Word with a comment on each statement not supported); ``layout`` typesets text with
every character's place remembered, ``structure`` reads a draft's caption, title, paragraphs and signature block,
``cites`` finds the record cites in a draft."""
