"""What a draft says, checked against the client evidence: the engine behind ``verify_citations``.

The stages, in the order a draft goes through them (one module each):

    statements ──▶ atoms ──▶ support ──▶ polarity ──▶ verdicts ──▶ meaning
    split and      typed      one passage   negation,     one per      the verifier model
    classify       values     of the cited  reversing     statement    per cited page, its
                   (+ names)  page holds    pairs, roles                quotes checked
                              atoms + words  vs that passage
                       ▲
                 atom_index: every client page's atoms by value (SQLite, built at ingest), so "found
                 nowhere", a wrong pin and "grounded elsewhere" are exact look-ups over the whole matter

  ``statements``  the draft as sentences and numbered paragraphs, each a fact, law, boilerplate or placeholder
                  (``claims`` finds the cites, quotations and authorities first; ``legal_cites`` reads authorities);
  ``atoms``       dates, sums, rates with their period, quantities with the thing counted, figures, sections,
                  identifiers, places, times (``numbers`` and ``facts`` read numbers, dates and sums in any
                  form); ``names`` reads people and companies;
  ``atom_index``  what a page is indexed under, and the look-ups, in SQLite and in memory;
  ``support``     alignment: the passage of a page that carries a statement's atoms and content words together;
  ``polarity``    the passage says the opposite: a negation, a reversing prefix or pair, the parties swapped;
  ``verdicts``    supported / contradicted / unsupported / uncited / review (/ unchecked), with the source span
                  and the fix; ``proof`` decides which missing value proves a statement wrong and which is doubt
                  (a weak value, a sum or a count of days the lawyer worked out, a value a witness speaks);
  ``meaning``     the model layer, counted only through quotes that are on the page and about the statement.

Beside them: ``grounding`` checks each claim on its own (Bates and exhibit cites exist, transcript cites through
``record_cites``, quotations through ``quotes``, authorities through ``authorities``) into ``findings``;
``report`` writes the Markdown report; ``guard_rules`` are the deterministic screens of ``guard_check``.
"""
