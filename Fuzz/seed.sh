#!/usr/bin/env bash
# Regenerates the seed corpora in Fuzz/Corpus from real inputs of the repository:
# - Contract: every `.contract` of Examples/ and every ```contract block of docs/ (saved as .txt, so
#   that neither `leaf-lsp check` nor an editor on this repository takes them for contracts).
# - Shortcut: every shortcut-like token of those contracts' platform lines, plus spellings.
# - JSON: LSP messages a real session sends, and `.leaf-lsp.json` files.
# - Framing: those messages framed, with chunking bytes, and known-bad frames.
set -euo pipefail
cd "$(dirname "$0")"
root=..
rm -rf Corpus && mkdir -p Corpus/{Contract,Shortcut,JSON,Framing}

n=0
while IFS= read -r -d '' file; do
  n=$((n + 1)); cp "$file" "Corpus/Contract/example-$n.txt"
done < <(find "$root/Examples" -name '*.contract' -print0 | sort -z)
for doc in "$root"/docs/*.md "$root"/docs/rules/*.md "$root"/docs/catalog/*.md; do
  awk -v prefix="Corpus/Contract/$(basename "$doc" .md)" '
    /^```contract/ { inside = 1; n++; file = prefix "-" n ".txt"; next }
    /^```/ { inside = 0; next }
    inside { print > file }
  ' "$doc"
done

printf '%s\n' '⌘R' '⇧⌘N' '⌥⇧⌘N' '⌘Space' '⌘,' 'Cmd-R' 'Command+Shift+Z' 'Ctrl-Opt-Space' '⌫' '→' '↑↓' \
  'F8' '⌘⌘R' '⌘Rx' '⇧⌘/' '⌘#' '⌘Page Up' 'Shift-click' '⌘-click' 'row → details' 'Delete ⌫, ⌘R or ⌥⌘←' |
  awk '{ print > ("Corpus/Shortcut/token-" NR ".txt") }'
grep -h -E '^(iPhone|iPad|Mac):' Corpus/Contract/*.txt | sort -u | head -40 |
  awk '{ print > ("Corpus/Shortcut/line-" NR ".txt") }'

messages=(
  '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"capabilities":{"general":{"positionEncodings":["utf-8","utf-16"]}},"workspaceFolders":[{"uri":"file:///w","name":"w"}]}}'
  '{"jsonrpc":"2.0","method":"initialized","params":{}}'
  '{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/A.contract","languageId":"contract","version":1,"text":"OrderRow\nMac: Reorder ⌘R\n"}}}'
  '{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/A.contract","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":14},"end":{"line":1,"character":15}},"text":"Y"}]}}'
  '{"jsonrpc":"2.0","id":"s-2","method":"textDocument/diagnostic","params":{"textDocument":{"uri":"file:///w/A.contract"}}}'
  '{"jsonrpc":"2.0","id":3,"result":[null,{"rules":{"syntax":"off"}}]}'
  '{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"no","data":[1.5e300,-0,true]}}'
  '{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}'
  '[1, "\u00e9\ud83d\ude00", {"a": {"b": [null]}}, 18446744073709551616, -9223372036854775808, 1e-400]'
)
for i in "${!messages[@]}"; do
  printf '%s' "${messages[$i]}" > "Corpus/JSON/message-$i.json"
  body="${messages[$i]}"
  length=$(printf '%s' "$body" | wc -c)
  printf '\x07Content-Length: %d\r\n\r\n%s' "$length" "$body" > "Corpus/Framing/frame-$i.bin"
done
cp "$root/Examples/Leaf/.leaf-lsp.json" Corpus/JSON/leaf-lsp.json
printf '\x03Content-Length: twelve\r\n\r\n{}Content-Length: 2\r\n\r\n{}' > Corpus/Framing/bad-length.bin
printf '\x01Content-Length: 999999\r\n\r\nabc' > Corpus/Framing/too-large.bin
printf '\x05Content-Type: x\r\nContent-Length: 2\r\ncontent-length: 3\r\n\r\n{}' > Corpus/Framing/conflicting.bin
echo "seeds: $(ls Corpus/Contract | wc -l) contract, $(ls Corpus/Shortcut | wc -l) shortcut," \
  "$(ls Corpus/JSON | wc -l) JSON, $(ls Corpus/Framing | wc -l) framing"
