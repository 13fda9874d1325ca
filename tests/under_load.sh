#!/bin/sh
# Run a command (`make test-under-load`: the test suite) with a CPU hog beside it, to shake out timing
# assumptions: stress-ng (Debian's, installed with apt-get when that needs no question or password) on
# HOG_CPUS workers, else as many busy Python loops. The hog is stopped when the command ends; its exit status
# is the command's.
set -u
cpus=${HOG_CPUS:-2}
if ! command -v stress-ng >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then
        DEBIAN_FRONTEND=noninteractive timeout 300 apt-get install -y -q --no-install-recommends stress-ng >/dev/null 2>&1
    elif command -v sudo >/dev/null 2>&1; then
        sudo -n env DEBIAN_FRONTEND=noninteractive timeout 300 apt-get install -y -q --no-install-recommends \
            stress-ng >/dev/null 2>&1
    fi
fi
hogs=""
if command -v stress-ng >/dev/null 2>&1; then
    echo "[under load] stress-ng --cpu $cpus beside: $*" >&2
    stress-ng --cpu "$cpus" --quiet &
    hogs=$!
else
    echo "[under load] stress-ng not available; $cpus busy Python loops beside: $*" >&2
    i=0
    while [ "$i" -lt "$cpus" ]; do
        python3 -c "while True: pass" &
        hogs="$hogs $!"
        i=$((i + 1))
    done
fi
stop_hogs() {
    for pid in $hogs; do kill "$pid" 2>/dev/null; done
    for pid in $hogs; do wait "$pid" 2>/dev/null; done
}
trap 'stop_hogs; exit 130' INT TERM
"$@"
status=$?
stop_hogs
exit $status
