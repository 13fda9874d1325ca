"""counsel's tools: the explicit registry. Each is ``async def name(request, state, progress) -> Result``."""

from tools.adversarial_review import adversarial_review
from tools.assemble_filing import assemble_filing
from tools.bates_stamp import bates_stamp
from tools.cluster_status import cluster_status
from tools.draft_routine import draft_routine
from tools.extract_financials import extract_financials
from tools.guard_check import guard_check
from tools.ingest_sources import ingest_sources
from tools.matter_status import matter_status
from tools.reason_heavy import reason_heavy
from tools.search_evidence import search_evidence
from tools.summarize_evidence import summarize_evidence
from tools.verify_citations import verify_citations

TOOLS = (
    ingest_sources,
    search_evidence,
    matter_status,
    draft_routine,
    reason_heavy,
    guard_check,
    adversarial_review,
    extract_financials,
    summarize_evidence,
    verify_citations,
    assemble_filing,
    bates_stamp,
    cluster_status,
)

__all__ = ["TOOLS"]
