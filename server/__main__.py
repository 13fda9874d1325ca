"""``python -m server [--config FILE] <command>``: the MCP server and its command line.

    python -m server                       the stdio MCP server (what Claude Code launches)
    python -m server setup                 install the CPU llama-server, the tiny model, Tesseract
    python -m server demo                  the demo pipeline on the embedded default
    python -m server sample [matter]       write the sample matter's client files and notes, to try counsel
    python -m server cluster plan|up|status|down|inventory
    python -m server ingest <matter> <paths...> [--origin attorney]
    python -m server search <matter> <query>
    python -m server status <matter>
    python -m server produce <matter> --prefix P <document ids...>
    python -m server verify <matter> <draft>      exit 1 when the draft is blocked
    python -m server matter verify <matter>

Every verb exits 0 when done, 1 when blocked or refused, 2 on bad input (``server/cli/exits.py``); ingest, search,
status, produce, verify and matter verify print the tool's result as JSON with ``--json``.
Only the MCP server's protocol ever goes to stdout when serving; logs go to stderr.
"""

from __future__ import annotations

import argparse
import logging
import sys

from pydantic import ValidationError

from server.cli.cluster_verbs import CLUSTER_DESCRIPTION, add_cluster_verbs
from server.cli.exits import JSON_HELP, fail
from server.cli.pipeline import add_pipeline_verbs
from server.errors import CounselError
from server.settings import CONFIG_ENV, load_settings


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m server", description="counsel: local legal models behind MCP.")
    parser.add_argument("--config", help=f"config file (default: ${CONFIG_ENV} or config/local.toml)")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("serve", help="run the stdio MCP server (the default)")
    commands.add_parser("setup", help="install the CPU llama-server, the tiny model and Tesseract")
    demo = commands.add_parser("demo", help="run the demo pipeline on the embedded default")
    demo.add_argument("--matter", default="sample", help="matter name for the demo (default: sample)")
    sample = commands.add_parser("sample", help="write the sample matter's files (inbox/ and notes/) to try counsel")
    sample.add_argument("matter", nargs="?", default="smith-v-acme")
    cluster = commands.add_parser(
        "cluster",
        help="plan, start, inspect and stop the model servers (plan, up, status, down, inventory)",
        description=CLUSTER_DESCRIPTION,
    )
    add_cluster_verbs(cluster)
    add_pipeline_verbs(commands)
    matter = commands.add_parser("matter", help="matter maintenance")
    matter_commands = matter.add_subparsers(dest="matter_command", required=True)
    verify_matter = matter_commands.add_parser("verify", help="re-check the ledger chain and every file hash")
    verify_matter.add_argument("matter")
    verify_matter.add_argument("--json", action="store_true", help=JSON_HELP)
    verify = commands.add_parser("verify", help="verify a draft's citations; exit 1 when blocked")
    verify.add_argument("matter")
    verify.add_argument("draft", help="an artifact id (A0004), a path inside the matter, or '-' for stdin")
    verify.add_argument("--lenient", action="store_true", help="unverifiable authorities do not block")
    verify.add_argument(
        "--meaning",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="run the meaning check through the verifier model, one call per page (default: when the config binds "
        "its verdicts, [verify].model_binding)",
    )
    verify.add_argument("--json", action="store_true", help=JSON_HELP)
    produce = commands.add_parser("produce", help="Bates-stamp client documents into a production")
    produce.add_argument("matter")
    produce.add_argument("documents", nargs="+", help="client document ids in production order")
    produce.add_argument("--prefix", required=True)
    produce.add_argument("--start", default="next", help="first number, or 'next' (default)")
    produce.add_argument("--width", type=int, default=6)
    produce.add_argument("--legend", default=None, help="confidentiality legend for every document")
    produce.add_argument(
        "--withhold",
        action="append",
        default=[],
        metavar="ID=BASIS",
        help="withhold a document as privileged, e.g. D0004='Attorney-client privilege'",
    )
    produce.add_argument("--json", action="store_true", help=JSON_HELP)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)  # a line per request (health polls included) is noise
    if args.command == "setup":
        from server.cli.setup import main as setup_main

        return setup_main()
    try:
        settings = load_settings(args.config)
        if args.command in (None, "serve"):
            from server.app import build_server
            from server.cli.serve import serve_stdio

            logging.getLogger().setLevel(settings.server.log_level)
            serve_stdio(build_server(settings))
            return 0
        if args.command == "demo":
            from server.cli.demo import run_demo

            return run_demo(settings, matter=args.matter)
        if args.command == "sample":
            from server.cli.sample import write_sample

            return write_sample(settings, args.matter)
        if args.command == "cluster":
            from server.cli.cluster import run as cluster_run

            return cluster_run(args, settings)
        if args.command in ("ingest", "search", "status"):
            from server.cli import pipeline

            return getattr(pipeline, args.command)(settings, args)
        if args.command == "matter":
            from server.cli.matter import matter_verify

            return matter_verify(settings, args.matter, as_json=args.json)
        if args.command == "verify":
            from server.cli.verify import verify_draft

            return verify_draft(
                settings, args.matter, args.draft, lenient=args.lenient, meaning=args.meaning, as_json=args.json
            )
        if args.command == "produce":
            from server.cli.produce import produce

            return produce(settings, args)
    except (CounselError, ValidationError) as exc:  # 1 blocked or refused, 2 bad input: server/cli/exits.py
        return fail(exc, as_json=getattr(args, "json", False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
