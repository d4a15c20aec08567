#!/usr/bin/env bash
# A newcomer's first run (issue 12, items 13-16), on a clean copy of the tree: PATH without pnpm (nor a
# global pnpm npx could fall back on), no nodedir in the npm configuration and no cached build of
# better-sqlite3 (so node-gyp compiles it as on a machine that reaches only the npm registry). Runs the
# README's first command as written until the site answers, then checks the password file, a port already
# taken and the browser and compiler pre-checks. About 3 minutes on an idle 2-core machine (better-sqlite3
# compiles in about 70 s), several times that on a loaded one.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
pnpm_version=$(node -p "require('./package.json').packageManager.split('@')[1]")

work=$(mktemp -d /tmp/first-run.XXXXXX)
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then
    kill -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 40); do kill -0 -- "-$server_pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "first run: $*" >&2; exit 1; }

# The README: the first two lines of the first code block under 'Quick start', comments stripped.
readarray -t quick < <(awk '/^## Quick start/{q=1} q&&/^```/{if(b)exit; b=1; next} q&&b' README.md | head -2 | sed -E 's/[[:space:]]+#.*$//')
expected="npx --yes pnpm@$pnpm_version serve"
[ "${quick[0]:-}" = "$expected" ] || fail "README's first command is '${quick[0]:-}', expected '$expected'"
[ "${quick[1]:-}" = "npx --yes pnpm@$pnpm_version test" ] || fail "README's second command is '${quick[1]:-}'"
runner=${expected% serve}

echo "== clean copy"
copy=$work/repo
mkdir -p "$copy"
# What a clone of this tree would hold (tracked and new files, minus deleted and ignored ones).
while IFS= read -r -d '' file; do if [ -e "$file" ]; then printf '%s\0' "$file"; fi; done < <(git ls-files -z --cached --others --exclude-standard) |
  tar --null -T - -cf - | tar -xf - -C "$copy"

echo "== PATH without pnpm"
farm=$work/bin
nobrowser=$work/bin-no-apt
nocompiler=$work/bin-no-compiler
mkdir -p "$farm" "$nobrowser" "$nocompiler"
IFS=: read -ra dirs <<<"$PATH"
for dir in "${dirs[@]}"; do
  for file in "$dir"/*; do
    name=${file##*/}
    case $name in pnpm | pnpx | corepack) continue ;; esac
    [ -x "$file" ] && [ ! -d "$file" ] && [ ! -e "$farm/$name" ] || continue
    ln -s "$file" "$farm/$name"
    case $name in apt-get | apt | chromium | chromium-browser) ;; *) ln -s "$file" "$nobrowser/$name" ;; esac
    case $name in make | cc | c++ | gcc | g++ | clang | clang++ | *-gcc* | *-g++*) ;; *) ln -s "$file" "$nocompiler/$name" ;; esac
  done
done
export PATH=$farm
if command -v pnpm >/dev/null; then fail "pnpm still on PATH"; fi
export npm_config_prefix=$work/npm-global
# The user's npm configuration without nodedir, and without pnpm's cache of built packages (which would
# hand back a better-sqlite3 compiled earlier).
{ grep -v -i '^nodedir' "${HOME}/.npmrc" 2>/dev/null || true; echo 'side-effects-cache=false'; } >"$work/npmrc"
export npm_config_userconfig=$work/npmrc
unset npm_config_nodedir

echo "== $runner --version"
got=$(cd "$copy" && $runner --version 2>/dev/null | tail -1)
[ "$got" = "$pnpm_version" ] || fail "'$runner --version' gave '$got'"

echo "== $expected (install compiles better-sqlite3, build, start)"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
start=$(date +%s)
# In its own process group (setsid, without forking: a background job is no group leader), stopped whole.
PORT=$port setsid bash -c 'cd "$1" && eval "$2"' first-run "$copy" "$expected" >"$work/serve.log" 2>&1 &
server_pid=$!
until grep -q 'Site prêt' "$work/serve.log"; do
  if ! kill -0 "$server_pid" 2>/dev/null; then tail -30 "$work/serve.log"; fail "the first command stopped"; fi
  [ $(($(date +%s) - start)) -lt 900 ] || { tail -30 "$work/serve.log"; fail "no site after 15 minutes"; }
  sleep 2
done
echo "   site up after $(($(date +%s) - start)) s"
grep -qE 'better-sqlite3 install: gyp info ok' "$work/serve.log" || { cat "$work/serve.log"; fail "better-sqlite3 was not built from source"; }
echo "   better-sqlite3 compiled from source by node-gyp"
curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null || fail "health check"
grep -q "node dist/main.js" "$work/serve.log" || fail "pnpm start did not run the built server"
mode=$(stat -c %a "$copy/data/admin-password.txt") || fail "no data/admin-password.txt"
[ "$mode" = 600 ] || fail "data/admin-password.txt has mode $mode"
grep -q 'data/admin-password.txt' "$work/serve.log" || fail "the log does not say where the password is"

echo "== port already taken"
set +e
taken=$(cd "$copy/apps/server" && PORT=$port NODE_ENV=production DATABASE_PATH="$work/taken/app.db" UPLOADS_DIR="$work/taken/uploads" \
  timeout 60 node dist/main.js 2>&1 >/dev/null)
code=$?
set -e
[ "$code" -ne 0 ] && [ "$code" -ne 124 ] || fail "a taken port exited with $code"
grep -q 'mot de passe généré' <<<"$taken" && fail "password printed on stderr"
[ "$(wc -l <<<"$taken")" -eq 1 ] && grep -q "PORT=" <<<"$taken" || fail "a taken port should give one line naming PORT, got: $taken"

echo "== no browser, no way to install one"
set +e
begin=$(date +%s)
line=$(cd "$copy" && PATH=$nobrowser CHROMIUM_DEFAULT_PATH=/nonexistent/chromium timeout 30 node scripts/ensure-chromium.mjs 2>&1)
code=$?
set -e
[ "$code" -eq 1 ] || fail "browser pre-check exited with $code"
[ "$(wc -l <<<"$line")" -eq 1 ] && grep -q 'apt-get install -y chromium' <<<"$line" || fail "browser pre-check said: $line"
echo "   stopped after $(($(date +%s) - begin)) s: $line"
echo "== no compiler, no prebuilt binary"
# Only meaningful where GitHub (better-sqlite3's prebuilt binaries) is out of reach, as on this project's machines.
if curl -fsS -m 5 -o /dev/null https://github.com 2>/dev/null; then
  echo "   skipped: GitHub is reachable here, the prebuilt binary would be used"
else
  bare=$work/bare
  mkdir -p "$bare/scripts"
  cp scripts/install-deps.mjs "$bare/scripts/"
  set +e
  begin=$(date +%s)
  line=$(cd "$bare" && PATH=$nocompiler timeout 30 node scripts/install-deps.mjs 2>&1)
  code=$?
  set -e
  [ "$code" -eq 1 ] || fail "install without a compiler exited with $code: $line"
  [ "$(wc -l <<<"$line")" -eq 1 ] && grep -q 'build-essential' <<<"$line" || fail "install without a compiler said: $line"
  echo "   stopped after $(($(date +%s) - begin)) s: $line"
fi
echo "== first run: ok"
