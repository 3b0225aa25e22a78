"""Deterministic contract workspaces for the benchmark.

Every file is made of realistic components (meaning, actions, three platform paths with
mechanisms, shortcuts and presentations, focus, checks), a menu block naming the components'
commands with their shortcuts, and a few deliberate shortcut conflicts between files of one app.
The same arguments always give byte-identical files.
"""

import os
import random

# Modifier sets that no system table reserves, combined with letters and digits: no
# `shortcut-reserved` or `shortcut-standard-meaning` findings unless a conflict is wanted.
_MODIFIERS = ["⌃⇧⌘", "⌥⇧⌘"]
_KEYS = "ABDEGIJKLNPRTUVWXY0126789"
SHORTCUTS = [m + k for m in _MODIFIERS for k in _KEYS]

_WORDS = (
    "order total date status customer delivery address payment item list row detail note "
    "receipt basket store price discount coupon rating review history favourite"
).split()


def _sentence(rng, count):
    return " ".join(rng.choice(_WORDS) for _ in range(count))


def component(rng, name, shortcut, menu_title):
    """One component block (10 or 8 lines) and the menu command it needs, if any."""
    action = name + "Go"
    other = name + "Drop"
    meaning = f"Meaning: one {_sentence(rng, 3)} of the store, with its {_sentence(rng, 2)}."
    if shortcut:
        lines = [
            name,
            meaning + f" Primary action: {action}.",
            f"Actions: {other}",
            f"iPhone: row → details; {action} button visible; {other} as swipe + custom action",
            f"iPad: same + keyboard focus on row, context menu, {shortcut}",
            f"Mac: table row; {action} in menu bar and context menu, {shortcut}; {other} in context menu",
            "Focus after dismiss: selected row",
            f"Check: Mac: {menu_title} → {action} works with the keyboard alone. iPad: hold Command, and "
            f"{action} {shortcut} appears in the overlay.",
            f"Note: {_sentence(rng, 8)}.",
            "",
        ]
        return lines, f"  {action}: {shortcut}"
    lines = [
        name,
        meaning,
        f"Actions: {action}",
        f"iPhone: {action} button visible; row → details",
        "iPad: same + keyboard focus, focus ring",
        f"Mac: {action} button, keyboard focus, focus ring; row → details",
        "Focus after dismiss: selected row",
        f"Check: Mac: Tab reaches {action} and VoiceOver reads it. iPad: Tab reaches {action}.",
        f"Note: {_sentence(rng, 8)}.",
        "",
    ]
    return lines, None


def contract(seed, app, prefix, target_lines, shortcuts, conflict=None, every_command=False):
    """A contract of about `target_lines` lines.

    `shortcuts` is the list of shortcuts this file may bind (one per component, while they
    last); `conflict`, a shortcut another file of the same app binds already. With
    `every_command`, the menu also lists the actions that have no shortcut.
    """
    rng = random.Random(seed)
    menu_title = f"{prefix}Menu"
    header = [f"App: {app}", f"# Generated for the benchmark (seed {seed}).", ""]
    body, commands = [], []
    index = 0
    free = list(shortcuts)
    if conflict:
        free.insert(0, conflict)
    while len(header) + len(body) + len(commands) + 3 < target_lines:
        shortcut = free.pop(0) if free and index % 3 == 0 else None
        lines, command = component(rng, f"{prefix}C{index}", shortcut, menu_title)
        body += lines
        if command:
            commands.append(command)
        elif every_command:
            commands.append(f"  {prefix}C{index}Go")
        index += 1
    menu = [f"menu {menu_title}"] + commands + [""] if commands else []
    return "\n".join(header + menu + body) + "\n"


def workspace_one_app(folder, files, lines_per_file, app="Bench", seed=5):
    """Writes `files` contracts of one app into `folder`, each with a menu block (once).

    The hard case for cross-file rules: every binding of every file is in the app's conflict
    groups. The first ten files share out the last ten free shortcuts (the first forty are the
    typed document's, `big_file`); two files bind one shortcut, a real conflict; later
    components' commands have no shortcut, as most menu items have none.
    """
    stamp = os.path.join(folder, ".complete")
    if os.path.exists(stamp):
        return folder
    os.makedirs(folder, exist_ok=True)
    for number in range(files):
        shortcuts = SHORTCUTS[40 + number:41 + number] if number < 10 else []
        conflict = SHORTCUTS[40] if number == 1 else None
        sub = os.path.join(folder, f"group{number // 100:03d}")
        os.makedirs(sub, exist_ok=True)
        text = contract(seed * 1_000_003 + number, app, f"S{number}", lines_per_file, shortcuts, conflict, every_command=True)
        with open(os.path.join(sub, f"S{number}.contract"), "w", encoding="utf-8") as out:
            out.write(text)
    with open(stamp, "w") as out:
        out.write("done\n")
    return folder


def workspace(folder, files, lines_per_file, files_per_app=20, seed=7):
    """Writes `files` contracts into `folder` (once: an existing complete folder is reused)."""
    stamp = os.path.join(folder, ".complete")
    if os.path.exists(stamp):
        return folder
    os.makedirs(folder, exist_ok=True)
    per_file = max(1, len(SHORTCUTS) // files_per_app)
    for number in range(files):
        app_index, slot = divmod(number, files_per_app)
        shortcuts = SHORTCUTS[slot * per_file:(slot + 1) * per_file]
        # In one app in five, the second file rebinds the first file's first shortcut: a real conflict.
        conflict = SHORTCUTS[0] if slot == 1 and app_index % 5 == 0 else None
        sub = os.path.join(folder, f"group{number // 100:03d}")
        os.makedirs(sub, exist_ok=True)
        text = contract(seed * 1_000_003 + number, f"Leaf{app_index}", f"F{number}", lines_per_file, shortcuts, conflict)
        with open(os.path.join(sub, f"F{number}.contract"), "w", encoding="utf-8") as out:
            out.write(text)
    with open(stamp, "w") as out:
        out.write("done\n")
    return folder


def big_file(lines, seed=11, app="LeafBig"):
    """The text of the document typed into: `lines` lines, one conflict inside.

    With `app` the workspace's app (`workspace_one_app`), its bindings join the workspace's
    conflict groups, and one of them conflicts with a workspace file.
    """
    shortcuts = SHORTCUTS[:40]
    return contract(seed + lines, app, "B", lines, shortcuts, conflict=SHORTCUTS[45])


# Where each kind of line is typed into: the line's prefix, and the column after which the
# characters go (None: the end of the line).
LINE_KINDS = {
    "meaning": ("Meaning: ", len("Meaning: ")),
    "path": ("iPhone: ", len("iPhone: ")),
    "menu": ("  B", 2),
    "header": ("App: ", None),
    "note": ("Note: ", None),
}


def typing_position(text, kind="note"):
    """The 0-based line and UTF-16 column where `kind` of line is typed into: the line of that
    kind nearest the middle of `text` (the header and the menu are where they are)."""
    prefix, column = LINE_KINDS[kind]
    lines = text.split("\n")
    middle = len(lines) // 2
    for distance in range(len(lines)):
        for candidate in (middle - distance, middle + distance):
            if 0 <= candidate < len(lines) and lines[candidate].startswith(prefix):
                line = lines[candidate]
                if column is None:
                    column = len(line.encode("utf-16-le")) // 2
                return candidate, column
    return len(lines) - 1, 0


def python_file(lines, seed=13):
    """A Python module of about `lines` lines (functions with docstrings, loops, a class per
    hundred lines), clean for ruff's default rules: what ruff is typed into beside leaf-lsp."""
    rng = random.Random(seed + lines)
    out = ['"""Generated for the benchmark."""', "", "import os", ""]
    index = 0
    while len(out) < lines:
        name = f"{rng.choice(_WORDS)}_{index}"
        out += [
            "",
            f"def {name}(items, limit={rng.randint(1, 99)}):",
            f'    """Return the {rng.choice(_WORDS)} {rng.choice(_WORDS)} of the items."""',
            "    total = 0",
            "    for item in items:",
            "        if item > limit:",
            f"            total += item * {rng.randint(2, 9)}",
            "    # note: " + _sentence(rng, 6),
            "    return total + len(os.sep)",
        ]
        index += 1
    return "\n".join(out) + "\n"


def python_typing_position(text):
    """The comment line nearest the middle of a `python_file`, at its end."""
    lines = text.split("\n")
    middle = len(lines) // 2
    for distance in range(len(lines)):
        for candidate in (middle - distance, middle + distance):
            if 0 <= candidate < len(lines) and lines[candidate].startswith("    # note: "):
                return candidate, len(lines[candidate])
    return len(lines) - 1, 0


