"""The app's code in the benchmark: `leaf-lsp check` on a generated SwiftUI and AppKit app of
100,000 lines with its contracts, on every core and on one core (`taskset -c 0`, when installed);
and SwiftSource's lexer and structural reader alone on that app's code (`swift_reader_speed`).

The app is generated, not fetched: views with lists of rows, tables, commands with shortcuts,
swipe actions with and without other ways, tooltips, sheets and AppKit views, in the proportions
real apps have them (docs/real-code.md), plus an Xcode project's build settings and a contract
per twenty views. Its findings are few, as in real code; what is measured is reading it.
"""

import os
import shutil
import subprocess

from . import generate, scenarios, swift_reader_speed

VIEW = '''import SwiftUI

struct {name}View: View {{
  @State private var items: [Item{n}] = []
  @State private var selection: Item{n}.ID?
  @State private var details: Item{n}?
  @FocusState private var focused: Item{n}.ID?

  var body: some View {{
    List(items, selection: $selection) {{ item in
      {name}Row(item: item)
        .focused($focused, equals: item.id)
        .contextMenu {{
          Button("Archive {n}") {{ archive(item) }}
          Button("Duplicate {n}") {{ duplicate(item) }}{flag_menu}
        }}
        .swipeActions {{
          Button("Archive {n}") {{ archive(item) }}
          Button("Flag {n}") {{ flag(item) }}
        }}
        .help("Created \\(item.created.formatted())")
    }}
    .toolbar {{
      ToolbarItem {{
        Button("Refresh {n}") {{ refresh() }}
          .keyboardShortcut("r", modifiers: [.command, .option])
      }}
    }}
    .sheet(item: $details, onDismiss: {{ focused = selection }}) {{ item in
      {name}Details(item: item)
    }}
  }}

  private func archive(_ item: Item{n}) {{
    items.removeAll {{ $0.id == item.id }}
  }}

  private func duplicate(_ item: Item{n}) {{
    items.append(item)
  }}

  private func flag(_ item: Item{n}) {{
    print("flag", item.id)
  }}

  private func refresh() {{
    items = items.sorted {{ $0.created < $1.created }}
  }}
}}

struct {name}Row: View {{
  let item: Item{n}

  var body: some View {{
    HStack {{
      Text(item.title)
      Text(item.created, style: .date)
      Spacer()
      Image(systemName: item.isFlagged ? "flag.fill" : "flag")
    }}
    .accessibilityElement(children: .combine)
  }}
}}

struct {name}Details: View {{
  let item: Item{n}
  @Environment(\\.dismiss) private var dismiss

  var body: some View {{
    VStack(alignment: .leading, spacing: 8) {{
      Text(item.title).font(.title)
      Text(item.created, style: .date)
      Text(item.note)
      HStack {{
        Button("Cancel") {{ dismiss() }}
          .keyboardShortcut(.cancelAction)
        Button("Done") {{ dismiss() }}
          .keyboardShortcut(.defaultAction)
      }}
    }}
    .padding()
  }}
}}

struct {name}Table: View {{
  let items: [Item{n}]
  @Binding var selection: Set<Item{n}.ID>

  var body: some View {{
    Table(items, selection: $selection) {{
      TableColumn("Title", value: \\.title)
      TableColumn("Created") {{ Text($0.created, style: .date) }}
      TableColumn("Note", value: \\.note)
    }}
  }}
}}

struct Item{n}: Identifiable, Hashable {{
  let id = UUID()
  var title: String
  var note: String
  var created: Date
  var isFlagged = false
}}
'''

COMMANDS = '''import SwiftUI

struct {name}Commands: Commands {{
  var body: some Commands {{
    CommandMenu("{name}") {{
      Button("Archive {n}") {{ }}{shortcut}
      Button("Duplicate {n}") {{ }}
      Divider()
      Menu("Sort {n}") {{
        Button("By Title {n}") {{ }}
        Button("By Date {n}") {{ }}
      }}
    }}
  }}
}}
'''

APPKIT = '''#if os(macOS)
import AppKit

final class {name}Gauge: NSView {{
  var value = 0.5

  override var acceptsFirstResponder: Bool {{ true }}
  override func isAccessibilityElement() -> Bool {{ true }}
  override func accessibilityRole() -> NSAccessibility.Role? {{ .levelIndicator }}
  override func accessibilityLabel() -> String? {{ "{name} level" }}
  override func accessibilityValue() -> Any? {{ value }}

  override func mouseDown(with event: NSEvent) {{
    let point = convert(event.locationInWindow, from: nil)
    value = max(0, min(1, point.x / bounds.width))
    needsDisplay = true
  }}

  override func keyDown(with event: NSEvent) {{
    value = min(1, value + 0.1)
    needsDisplay = true
  }}

  override func draw(_ dirtyRect: NSRect) {{
    NSColor.controlAccentColor.setFill()
    NSRect(x: 0, y: 0, width: bounds.width * value, height: bounds.height).fill()
  }}
}}
#endif
'''

CONTRACT = '''App: Bench
Platforms: iPhone, iPad, Mac

{name}Row
Meaning: one item. Title, created date. Primary action: Archive {n}.
Actions: Archive {n}, Flag {n}
iPhone: row → details; Archive {n} as swipe + context menu; Flag {n} as swipe + custom action
iPad: same + keyboard focus on row
Mac: table row; Archive {n} in menu bar and context menu, {contract_key}; Flag {n} in context menu
Focus after dismiss: selected row
Check: Mac: {name} → Archive {n} works with the keyboard alone.

menu {name}
  Archive {n}: {contract_key}
'''

KEYS = "abcdefghijklmnopqrstuvwxyz"


def app(folder, lines=100_000):
    """Writes an app of about `lines` lines of Swift (and its contracts) into `folder`, once."""
    stamp = os.path.join(folder, ".complete")
    if os.path.exists(stamp):
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    written = index = 0
    while written < lines:
        name = f"Feature{index}"
        group = os.path.join(folder, "App", f"Group{index // 50:02d}")
        os.makedirs(group, exist_ok=True)
        key = KEYS[index % len(KEYS)]
        for suffix, template in (("View", VIEW), ("Commands", COMMANDS), ("Gauge", APPKIT)):
            if suffix == "Gauge" and index % 4:
                continue
            # One view in ten offers Flag only by swipe; the first 26 menus bind ⌃⌘ and a letter.
            flag_menu = "" if index % 10 == 0 else f'\n          Button("Flag {index}") {{ flag(item) }}'
            shortcut = f'\n        .keyboardShortcut("{key}", modifiers: [.command, .control])' if index < 26 else ""
            text = template.format(name=name, n=index, key=key, flag_menu=flag_menu, shortcut=shortcut)
            with open(os.path.join(group, f"{name}{suffix}.swift"), "w", encoding="utf-8") as out:
                out.write(text)
            written += text.count("\n")
        if index % 20 == 0:
            contracts = os.path.join(folder, "Contracts")
            os.makedirs(contracts, exist_ok=True)
            with open(os.path.join(contracts, f"{name}.contract"), "w", encoding="utf-8") as out:
                number = index // 20
                contract_key = ("⇧⌃⌘" if number < 26 else "⇧⌥⌘") + KEYS[number % 26].upper()
                out.write(CONTRACT.format(name=name, n=index, contract_key=contract_key))
        index += 1
    project = os.path.join(folder, "App.xcodeproj")
    os.makedirs(project, exist_ok=True)
    with open(os.path.join(project, "project.pbxproj"), "w", encoding="utf-8") as out:
        out.write("\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSUPPORTS_MACCATALYST = YES;\n\t\t\t\tSDKROOT = macosx;\n")
    with open(stamp, "w") as out:
        out.write(f"{written} lines\n")
    return folder


def size(folder):
    """Swift files, their lines and bytes; contract files."""
    swift = lines = bytes_ = contracts = 0
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            if name.endswith(".swift"):
                swift += 1
                bytes_ += os.path.getsize(path)
                with open(path, "rb") as text:
                    lines += text.read().count(b"\n")
            elif name.endswith(".contract"):
                contracts += 1
    return {"swift_files": swift, "swift_lines": lines, "swift_bytes": bytes_, "contracts": contracts}


def measure(binary, quick, work, reader_speed):
    """The lexer and the reader alone (the `reader_speed` tool, on the generated app and the real apps
    of LEAF_SWIFT_CORPUS), then `check` on the generated app: every core, and one core when `taskset`
    is there."""
    lines = 5_000 if quick else 100_000
    repeat = 1 if quick else 5
    folder = app(os.path.join(work, f"swift-app-{lines}"), lines)
    result = size(folder)
    # First the lexer and the reader alone, on one thread, before check and the server run on the app.
    result["reader_speed"] = swift_reader_speed.measure(reader_speed, folder, quick)
    print(f"==> check over a Swift app of {result['swift_lines']:,} lines ({result['swift_files']} files) "
          f"and {result['contracts']} contracts", flush=True)
    result["ms"], result["peak_kb"] = scenarios.run_timed([binary, "check", folder], repeat)
    taskset = shutil.which("taskset")
    if taskset:
        result["one_core_ms"], _ = scenarios.run_timed([taskset, "-c", "0", binary, "check", folder], repeat)
    # The server with the app as its workspace folder: indexing it, then typing into a contract's
    # `Meaning` line (the per-keystroke figures beside those of a workspace of contracts only).
    print("==> the server with the Swift app as its workspace: indexing, typing into a Meaning line", flush=True)
    command = [binary, "serve"]
    result["startup_ms"] = scenarios.startup(command, folder, 1 if quick else 3)
    result["typed_lines"] = 300 if quick else 1000
    text = generate.big_file(result["typed_lines"], app="Bench")
    typed = scenarios.typing(command, folder, text, 10 if quick else 200, 0, "meaning")
    result["keystroke_ms"] = typed["keystroke"]
    result["server_peak_kb"] = typed["peak_kb"]
    # The same contract typed into with only the app's contracts as the workspace (the same
    # findings, no code): what the code adds to a keystroke.
    alone = scenarios.typing(command, os.path.join(folder, "Contracts"), text, 10 if quick else 200, 0, "meaning")
    result["keystroke_contracts_only_ms"] = alone["keystroke"]
    return result


def table(result):
    """The figures, as lines of text."""
    median = sorted(result["ms"])[len(result["ms"]) // 2]
    megabytes = result["swift_bytes"] / 1e6
    lines = [
        "Swift app (check reads the code and the contracts as one workspace):",
        f"  {result['swift_lines']:,} lines of Swift in {result['swift_files']} files ({megabytes:.1f} MB) "
        f"and {result['contracts']} contracts",
        f"  check, every core: {median:.0f} ms median (target: under 2,000 ms), peak {max(result['peak_kb']) / 1024:.0f} MB",
    ]
    if "one_core_ms" in result:
        one = sorted(result["one_core_ms"])[len(result["one_core_ms"]) // 2]
        lines.append(f"  check, one core:   {one:.0f} ms median, {megabytes / (one / 1000):.1f} MB/s of Swift "
                     "(the whole check: reading, composing, rules, output)")
    if "keystroke_ms" in result:
        keys = sorted(result["keystroke_ms"])
        startup = sorted(result["startup_ms"])[len(result["startup_ms"]) // 2]
        p99 = keys[min(len(keys) - 1, int(len(keys) * 0.99))]
        lines.append(f"  server, initialize + index the app: {startup:.0f} ms median")
        lines.append(f"  server, keystroke in a Meaning line of a {result['typed_lines']:,}-line contract, the app indexed: "
                     f"{keys[len(keys) // 2]:.3f} ms median, p99 {p99:.3f} ms"
                     + (f", peak {result['server_peak_kb'] / 1024:.0f} MB" if result.get("server_peak_kb") else ""))
        if "keystroke_contracts_only_ms" in result:
            alone = sorted(result["keystroke_contracts_only_ms"])
            lines.append(f"  the same, with only the app's contracts as the workspace (no code): "
                         f"{alone[len(alone) // 2]:.3f} ms median, p99 {alone[min(len(alone) - 1, int(len(alone) * 0.99))]:.3f} ms")
    if result.get("reader_speed"):
        lines.append(swift_reader_speed.table(result["reader_speed"]))
    return "\n".join(lines)
