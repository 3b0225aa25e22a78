"""Shared helpers for the static editor tests."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent
EDITORS = TESTS.parent
ROOT = EDITORS.parent
SAMPLES = TESTS / "samples"

# The 31 rule ids of the contract language (design doc, section 8).
RULE_IDS = [
    "syntax",
    "missing-meaning",
    "missing-platform-path",
    "same-without-previous",
    "duplicate-component",
    "invalid-shortcut",
    "action-unreachable",
    "touch-only-action",
    "primary-action-without-command",
    "list-should-be-table",
    "table-collapses-on-iphone",
    "hover-only-information",
    "custom-view-missing-accessibility",
    "custom-view-not-focusable",
    "hidden-focus-ring",
    "focus-return-unspecified",
    "focus-not-on-selection",
    "shortcut-conflict",
    "shortcut-reserved",
    "shortcut-standard-meaning",
    "reading-order-drift",
    "mac-voiceover-untested",
    "unknown-field",
    "unknown-role",
    "unknown-kind",
    "unknown-platform",
    "unknown-catalog-entry",
    "unknown-menu-command",
    "duplicate-field",
    "config",
    "unused-suppression",
]
SEVERITIES = ["error", "warning", "information", "hint", "off"]

# The seed example of the design doc, verbatim (section 2).
SEED = (
    "OrderRow\n"
    "Meaning: one past order. Number, date, total, status. Primary action: Reorder.\n"
    "iPhone: row → details; Reorder button visible; Delete as swipe + custom action\n"
    "iPad: same + keyboard focus on row, context menu, ⌘R\n"
    "Mac: table row; Reorder in menu bar and context menu, ⌘R; Delete ⌫\n"
)


class Skip(Exception):
    """Raised by a test that cannot run here; reported as skipped."""


def find_design_doc() -> Path | None:
    """shared/design/contract-language.md lies beside the repository (or above it)."""
    for base in [ROOT, *ROOT.parents]:
        p = base / "shared" / "design" / "contract-language.md"
        if p.exists():
            return p
    return None
