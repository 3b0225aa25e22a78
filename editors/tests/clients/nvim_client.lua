-- Real-client test: Neovim's built-in LSP client, with the shipped
-- editors/neovim setup, against the built `leaf-lsp serve --stdio`.
--
--   nvim --headless -u NONE -i NONE -n --cmd "set rtp^=editors/neovim" \
--     -c "luafile editors/tests/clients/nvim_client.lua"
--
-- Environment: LEAF_LSP (server executable; default: the setup's own
-- command, `leaf-lsp` on PATH),
-- LEAF_EXAMPLES (default: the repository's Examples/Leaf),
-- LEAF_CLIENT_TIMEOUT (seconds to wait for each expected state, default 30).
--
-- It copies Examples/Leaf to a temporary folder (edits never touch the
-- repository), opens Orders/PortedFromIPhone.contract, waits for the nine
-- diagnostics of Examples/Leaf/README.md, types fixes (an incremental
-- didChange with nvim_buf_set_text, then keystrokes in Insert and Normal mode
-- after multi-byte characters) and checks which diagnostics go away, undoes
-- everything and checks they come back, then opens the clean
-- Orders/OrderRow.contract. Completion and hover are checked when the server
-- advertises them, else reported as skipped. Last, a Swift file with a
-- swipe-only action: the same client attaches and shows touch-only-action.
--
-- Prints one line per check: `ok - …`, `not ok - …` or `skip - …`. Exit code
-- 0 when nothing failed, 1 otherwise.

local script = debug.getinfo(1, "S").source:sub(2)
local repo = vim.fn.fnamemodify(script, ":p:h:h:h:h")
local timeout_ms = (tonumber(vim.env.LEAF_CLIENT_TIMEOUT or "") or 30) * 1000
local failures = 0
local log_path = vim.lsp.get_log_path and vim.lsp.get_log_path()
local log_start = log_path and math.max(vim.fn.getfsize(log_path), 0) or 0
-- The copy of Examples/Leaf goes here (not under vim.fn.tempname(): Neovim
-- deletes that folder on exit, and a failed run keeps the copy).
local work = assert(vim.loop.fs_mkdtemp((vim.env.TMPDIR or "/tmp") .. "/leaf-nvim.XXXXXX"))

local function out(line)
  io.stdout:write(line .. "\n")
  io.stdout:flush()
end

local function ok(name)
  out("ok - nvim: " .. name)
end

local function skip(name, why)
  out("skip - nvim: " .. name .. ": " .. why)
end

local function fail(name, why)
  failures = failures + 1
  out("not ok - nvim: " .. name .. ": " .. why)
end

local function finish()
  local clients = vim.lsp.get_active_clients and vim.lsp.get_active_clients() or vim.lsp.get_clients()
  for _, client in ipairs(clients) do
    client.stop()
  end
  vim.wait(2000, function()
    return #(vim.lsp.get_active_clients and vim.lsp.get_active_clients() or vim.lsp.get_clients()) == 0
  end, 50)
  if failures > 0 then
    -- what this run added to the LSP log (the server's standard error is logged there)
    local f = log_path and io.open(log_path, "r")
    if f then
      f:seek("set", log_start)
      local lines = vim.split(f:read("*a") or "", "\n", { trimempty = true })
      f:close()
      if #lines > 0 then
        out("# last lines this run wrote to the Neovim LSP log " .. log_path .. ":")
        for i = math.max(1, #lines - 30), #lines do
          out("#   " .. lines[i]:sub(1, 300))
        end
      end
    end
    out("# the workspace copy is kept: " .. work)
    vim.cmd("cquit 1")
  else
    vim.fn.delete(work, "rf")
    vim.cmd("qall!")
  end
end

--- Run `fn`; an error in it is a failed check named `name`, and ends the test
--- when `fatal`.
local function check(name, fn, fatal)
  local good, err = xpcall(fn, debug.traceback)
  if not good then
    fail(name, tostring(err):gsub("\n", "\n#   "))
    if fatal then
      finish()
    end
  end
  return good
end

local function clients_for(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr })
  end
  local found = {}
  for _, client in ipairs(vim.lsp.get_active_clients()) do
    if vim.lsp.buf_is_attached(bufnr, client.id) then
      table.insert(found, client)
    end
  end
  return found
end

local SEVERITY = { [1] = "error", [2] = "warning", [3] = "information", [4] = "hint" }

--- The buffer's diagnostics as sorted "line:code:severity" strings (1-based lines).
local function diagnostic_keys(bufnr)
  local keys = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(keys, ("%d:%s:%s"):format(d.lnum + 1, tostring(code), SEVERITY[d.severity] or tostring(d.severity)))
  end
  table.sort(keys)
  return keys
end

local function same_list(a, b)
  if #a ~= #b then
    return false
  end
  for i = 1, #a do
    if a[i] ~= b[i] then
      return false
    end
  end
  return true
end

--- The 1-based number of the buffer line that matches the Lua pattern `pattern`.
local function line_of(bufnr, pattern)
  for i, text in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if text:match(pattern) then
      return i
    end
  end
  error("no line matches " .. pattern)
end

--- Expected diagnostics: { pattern, code, severity } -> sorted keys.
local function expected_keys(bufnr, spec)
  local keys = {}
  for _, e in ipairs(spec) do
    table.insert(keys, ("%d:%s:%s"):format(line_of(bufnr, e[1]), e[2], e[3]))
  end
  table.sort(keys)
  return keys
end

--- Wait until the buffer's diagnostics are exactly `want`; error with both lists if not.
local function wait_for_diagnostics(bufnr, want, what)
  local got
  local reached = vim.wait(timeout_ms, function()
    got = diagnostic_keys(bufnr)
    return same_list(got, want)
  end, 50)
  if not reached then
    error(
      ("%s: after %d s the diagnostics are\n  %s\nexpected\n  %s"):format(
        what,
        timeout_ms / 1000,
        table.concat(got, "\n  "),
        table.concat(want, "\n  ")
      ),
      0
    )
  end
end

local function without(list, removed)
  local drop = {}
  for _, k in ipairs(removed) do
    drop[k] = true
  end
  local kept = {}
  for _, k in ipairs(list) do
    if not drop[k] then
      table.insert(kept, k)
    end
  end
  return kept
end

local function feed(keys)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(keys, true, false, true), "xt", false)
end

-- Publications seen, per URI (the clean file must get an empty one).
local published = {}
do
  local original = vim.lsp.handlers["textDocument/publishDiagnostics"]
  vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
    if result and result.uri then
      published[result.uri] = (published[result.uri] or 0) + 1
    end
    return original(err, result, ctx, config)
  end
end

-- 0. The workspace copy, the setup, the server.
local server = vim.env.LEAF_LSP or "leaf-lsp"
local examples = vim.env.LEAF_EXAMPLES or (repo .. "/Examples/Leaf")
local root = work .. "/Leaf"

check("copy Examples/Leaf to a temporary folder", function()
  assert(vim.fn.isdirectory(examples) == 1, "no folder " .. examples)
  assert(vim.fn.executable(server) == 1, "server not executable: " .. server)
  local res = vim.fn.system({ "cp", "-R", examples, root })
  assert(vim.v.shell_error == 0, "cp failed: " .. res)
  assert(vim.fn.filereadable(root .. "/.leaf-lsp.json") == 1, "the copy has no .leaf-lsp.json")
end, true)

vim.cmd("filetype plugin on")
vim.cmd("syntax on")
local notes = {}
local notify = vim.notify
vim.notify = function(msg, level, opts)
  table.insert(notes, msg)
  return notify(msg, level, opts)
end
-- Without LEAF_LSP, the setup's own default command (`leaf-lsp serve --stdio` on PATH).
require("leaf_lsp").setup(vim.env.LEAF_LSP and { cmd = { server, "serve", "--stdio" } } or {})

-- 1. Open the broken file: the client starts, the nine diagnostics arrive.
local ported = root .. "/Orders/PortedFromIPhone.contract"
vim.cmd("edit " .. vim.fn.fnameescape(ported))
local buf = vim.api.nvim_get_current_buf()
local client

check("open Orders/PortedFromIPhone.contract: filetype contract, leaf-lsp attached and initialized", function()
  assert(vim.bo[buf].filetype == "contract", "filetype is '" .. vim.bo[buf].filetype .. "'")
  local attached = vim.wait(timeout_ms, function()
    local cs = clients_for(buf)
    return #cs == 1 and cs[1].initialized ~= false and cs[1].server_capabilities ~= nil
  end, 50)
  assert(attached, "no initialized leaf-lsp client for the buffer; notes: " .. table.concat(notes, " / "))
  client = clients_for(buf)[1]
  assert(client.name == "leaf-lsp", "client name " .. tostring(client.name))
  local root_dir = client.config.root_dir
  assert(
    vim.fn.resolve(root_dir) == vim.fn.resolve(root),
    ("root_dir %s, expected the folder of .leaf-lsp.json %s"):format(root_dir, root)
  )
  local v = vim.version()
  ok(("client %d runs %s (Neovim %d.%d.%d), root = the copy's .leaf-lsp.json folder"):format(
    client.id,
    table.concat(client.config.cmd, " "),
    v.major,
    v.minor,
    v.patch
  ))
end, true)

local EXPECTED = {
  { "^LegacyOrderRow%s*$", "mac-voiceover-untested", "information" },
  { "^Hover: delivery date", "hover-only-information", "error" },
  { "^iPad: same%s*$", "touch-only-action", "warning" },
  { "^iPad: same%s*$", "primary-action-without-command", "warning" },
  { "^Mac: same%s*$", "touch-only-action", "error" },
  { "^Mac: same%s*$", "primary-action-without-command", "error" },
  { "^LegacyOrderList%s*$", "mac-voiceover-untested", "information" },
  { "^Mac: rows in a stack", "list-should-be-table", "error" },
  { "^Focus after dismiss: sidebar", "focus-not-on-selection", "warning" },
}
local all = expected_keys(buf, EXPECTED)
local focus_line = line_of(buf, "^Focus after dismiss: sidebar")
local mac_line = line_of(buf, "^Mac: same%s*$")

check("the nine diagnostics of Examples/Leaf/README.md (line, rule id as code, severity)", function()
  wait_for_diagnostics(buf, all, "on open")
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    assert(d.source == "leaf-lsp", "source " .. tostring(d.source) .. " in " .. vim.inspect(d))
    assert(type(d.message) == "string" and #d.message > 0, "empty message in " .. vim.inspect(d))
  end
  ok("9 diagnostics on open: " .. table.concat(all, ", "))
end, true)

-- 2. An incremental edit: `sidebar` -> `selected row` on the Focus line.
check("edit with nvim_buf_set_text: focus-not-on-selection goes, the other eight stay", function()
  local text = vim.api.nvim_buf_get_lines(buf, focus_line - 1, focus_line, false)[1]
  local s, e = text:find("sidebar", 1, true)
  vim.api.nvim_buf_set_text(buf, focus_line - 1, s - 1, focus_line - 1, e, { "selected row" })
  wait_for_diagnostics(buf, without(all, { focus_line .. ":focus-not-on-selection:warning" }), "after the edit")
  ok("edit 'sidebar' -> 'selected row': focus-not-on-selection is gone, 8 remain")
end)

-- 3. Typing, keystroke by keystroke, on the Mac line: a menu command and a
-- shortcut after `same`. Then Normal mode `rJ` replaces the `O` of `⇧⌘O`,
-- an edit after two multi-byte characters: 3 bytes each in the buffer, one
-- UTF-16 unit each on the wire.
local mac_fixed = without(all, {
  focus_line .. ":focus-not-on-selection:warning", -- fixed in step 2
  mac_line .. ":touch-only-action:error",
  mac_line .. ":primary-action-without-command:error",
})

check("type ' + Order Again in menu bar and context menu, ⇧⌘O' on the Mac line: its two errors go", function()
  vim.api.nvim_win_set_cursor(0, { mac_line, 0 })
  feed("A + Order Again in menu bar and context menu, ⇧⌘O<Esc>")
  local line = vim.api.nvim_buf_get_lines(buf, mac_line - 1, mac_line, false)[1]
  assert(line == "Mac: same + Order Again in menu bar and context menu, ⇧⌘O", "the line is now: " .. line)
  wait_for_diagnostics(buf, mac_fixed, "after typing on the Mac line")
  ok("typed in Insert mode: Mac touch-only-action and primary-action-without-command are gone, 6 remain")
end)

check("Normal mode 'rJ' after ⇧⌘ (UTF-16 positions): still no diagnostic on the Mac line", function()
  local line = vim.api.nvim_buf_get_lines(buf, mac_line - 1, mac_line, false)[1]
  local col = line:find("O", #line - 1, true) -- the last character, `O` of ⇧⌘O
  vim.api.nvim_win_set_cursor(0, { mac_line, col - 1 })
  feed("rJ")
  line = vim.api.nvim_buf_get_lines(buf, mac_line - 1, mac_line, false)[1]
  assert(line:sub(-7) == "⇧⌘J", "the line is now: " .. line)
  -- ⇧⌘J is free; a misplaced edit would leave an invalid or different shortcut.
  vim.wait(1500, function()
    return false
  end, 50)
  wait_for_diagnostics(buf, mac_fixed, "after 'rJ'")
  ok("replaced ⇧⌘O by ⇧⌘J: the server's text agrees with the buffer (no invalid-shortcut, 6 remain)")
end)

-- 4. Undo everything: the nine diagnostics come back.
check("undo every change: the nine diagnostics come back", function()
  vim.cmd("silent undo 0")
  assert(not vim.bo[buf].modified, "the buffer is still modified after ':undo 0'")
  wait_for_diagnostics(buf, all, "after ':undo 0'")
  ok("':undo 0': the 9 diagnostics are back")
end)

-- 5. Completion, when advertised: `Role: ` on a new line proposes role names.
if not (client.server_capabilities or {}).completionProvider then
  skip("completion after 'Role: '", "not advertised (no completionProvider in the initialize result)")
else
  check("completion after 'Role: ' proposes role names", function()
    local hover_line = line_of(buf, "^Hover: delivery date")
    vim.api.nvim_win_set_cursor(0, { hover_line, 0 })
    feed("oRole: <Esc>")
    local text = vim.api.nvim_buf_get_lines(buf, hover_line, hover_line + 1, false)[1]
    assert(text == "Role: ", "the new line is '" .. text .. "'")
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(buf) },
      position = { line = hover_line, character = 6 },
      context = { triggerKind = 1 },
    }
    local responses, err = vim.lsp.buf_request_sync(buf, "textDocument/completion", params, timeout_ms)
    assert(responses, "no response: " .. tostring(err))
    local labels = {}
    for _, r in pairs(responses) do
      assert(not r.err, "error response: " .. vim.inspect(r.err))
      local items = r.result and (r.result.items or r.result) or {}
      for _, item in ipairs(items) do
        labels[item.label:lower()] = true
      end
    end
    local found = {}
    for _, role in ipairs({ "slider", "table", "button", "checkbox" }) do
      if labels[role] then
        table.insert(found, role)
      end
    end
    vim.cmd("silent undo 0")
    assert(#found > 0, "no role name among the items: " .. table.concat(vim.tbl_keys(labels), ", "))
    ok("completion after 'Role: ' offers " .. table.concat(found, ", "))
  end)
end

-- 6. The clean file: same client, an (empty) publication, no error or warning.
local row_path = root .. "/Orders/OrderRow.contract"
local row_uri = vim.uri_from_fname(row_path)
vim.cmd("edit " .. vim.fn.fnameescape(row_path))
local row = vim.api.nvim_get_current_buf()

check("open the clean Orders/OrderRow.contract: same client, diagnostics published, none is an error or warning", function()
  local attached = vim.wait(timeout_ms, function()
    return #clients_for(row) == 1
  end, 50)
  assert(attached, "no leaf-lsp client attached to OrderRow.contract")
  assert(clients_for(row)[1].id == client.id, "a second client was started for the same root folder")
  local got = vim.wait(timeout_ms, function()
    return (published[row_uri] or 0) > 0
  end, 50)
  assert(got, "no textDocument/publishDiagnostics for " .. row_uri .. " after " .. timeout_ms / 1000 .. " s")
  vim.wait(500, function()
    return false
  end, 50)
  local bad = {}
  for _, d in ipairs(vim.diagnostic.get(row)) do
    if d.severity <= vim.diagnostic.severity.WARN then
      table.insert(bad, ("%d:%s %s"):format(d.lnum + 1, tostring(d.code), d.message))
    end
  end
  assert(#bad == 0, "errors or warnings in the clean file:\n  " .. table.concat(bad, "\n  "))
  ok(("OrderRow.contract: %d diagnostics, no error or warning; one client serves both files"):format(
    #vim.diagnostic.get(row)
  ))
end)

-- 7. Hover, when advertised: on `⌘R` of the iPad line.
if not (client.server_capabilities or {}).hoverProvider then
  skip("hover on ⌘R", "not advertised (no hoverProvider in the initialize result)")
else
  check("hover on ⌘R shows the shortcut's facts", function()
    local lnum = line_of(row, "^iPad:")
    local text = vim.api.nvim_buf_get_lines(row, lnum - 1, lnum, false)[1]
    local col = assert(text:find("⌘R", 1, true), "no ⌘R on the iPad line")
    vim.api.nvim_win_set_cursor(0, { lnum, col - 1 })
    local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
    local responses, err = vim.lsp.buf_request_sync(row, "textDocument/hover", params, timeout_ms)
    assert(responses, "no response: " .. tostring(err))
    local lines = {}
    for _, r in pairs(responses) do
      assert(not r.err, "error response: " .. vim.inspect(r.err))
      if r.result and r.result.contents then
        vim.list_extend(lines, vim.lsp.util.convert_input_to_markdown_lines(r.result.contents))
      end
    end
    local joined = vim.trim(table.concat(lines, "\n"))
    assert(#joined > 0, "empty hover")
    ok("hover on ⌘R: " .. joined:gsub("\n.*", ""):sub(1, 80))
  end)
end

-- 8. A quick fix, when advertised: the 'Check Mac' fix for mac-voiceover-untested on
-- LegacyOrderList, applied as Neovim applies a code action's WorkspaceEdit.
if not (client.server_capabilities or {}).codeActionProvider then
  skip("quick fix for mac-voiceover-untested", "not advertised (no codeActionProvider in the initialize result)")
else
  check("quick fix: add a 'Check Mac' line, and mac-voiceover-untested goes from LegacyOrderList", function()
    local lnum = line_of(buf, "^LegacyOrderList%s*$")
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(buf) },
      range = { start = { line = lnum - 1, character = 0 }, ["end"] = { line = lnum - 1, character = 15 } },
      context = { diagnostics = {}, only = { "quickfix" } },
    }
    -- The context Neovim's own code_action sends: the line's diagnostics as LSP diagnostics.
    if vim.lsp.diagnostic.get_line_diagnostics then
      params.context.diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, lnum - 1)
    end
    assert(#params.context.diagnostics > 0 or not vim.lsp.diagnostic.get_line_diagnostics, "no line diagnostics")
    local responses, err = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", params, timeout_ms)
    assert(responses, "no response: " .. tostring(err))
    local chosen, titles = nil, {}
    for _, r in pairs(responses) do
      assert(not r.err, "error response: " .. vim.inspect(r.err))
      for _, action in ipairs(r.result or {}) do
        table.insert(titles, action.title)
        if not chosen and action.edit and action.title:find("Check Mac", 1, true) then
          chosen = action
        end
      end
    end
    assert(chosen, "no 'Check Mac' quick fix among: " .. table.concat(titles, " | "))
    vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)
    local spec = {}
    for _, e in ipairs(EXPECTED) do
      if e[1] ~= "^LegacyOrderList%s*$" then
        table.insert(spec, e)
      end
    end
    wait_for_diagnostics(buf, expected_keys(buf, spec), "after the quick fix")
    ok("quick fix '" .. chosen.title .. "' applied: mac-voiceover-untested is gone from LegacyOrderList")
  end)
end

-- 9. A Swift file: the same client attaches (filetype swift, beside sourcekit-lsp
-- when installed) and publishes the code rules' findings; the column lands after
-- an emoji and ⌘ (UTF-16 from the server, bytes in Neovim).
local swift_path = root .. "/App/ArchiveList.swift"
vim.fn.mkdir(root .. "/App", "p")
vim.fn.writefile({
  "import SwiftUI",
  "",
  "struct ArchiveList: View {",
  "  let orders: [Order]",
  "  var body: some View {",
  "    List(orders) { order in",
  '      Text("🧾 ⌘ \\(order.title)").swipeActions { Button("Archive") { order.archive() } }',
  "    }",
  "  }",
  "}",
}, swift_path)
vim.cmd("edit " .. vim.fn.fnameescape(swift_path))
local swift = vim.api.nvim_get_current_buf()

check("open a Swift file: the same client publishes touch-only-action at the button", function()
  assert(vim.bo[swift].filetype == "swift", "filetype is " .. vim.bo[swift].filetype)
  local attached = vim.wait(timeout_ms, function()
    for _, c in ipairs(clients_for(swift)) do
      if c.id == client.id then
        return true
      end
    end
    return false
  end, 50)
  assert(attached, "leaf-lsp did not attach to the Swift buffer")
  local found
  vim.wait(timeout_ms, function()
    for _, d in ipairs(vim.diagnostic.get(swift)) do
      if d.code == "touch-only-action" then
        found = d
      end
    end
    return found ~= nil
  end, 50)
  assert(found, "no touch-only-action in the Swift buffer")
  local text = vim.api.nvim_buf_get_lines(swift, 6, 7, false)[1]
  local col = assert(text:find('Button("Archive")', 1, true), "no button on line 7")
  assert(found.lnum == 6 and found.col == col - 1, ("at %d:%d, expected 6:%d"):format(found.lnum, found.col, col - 1))
  ok("ArchiveList.swift: touch-only-action at line 7, byte column " .. col - 1 .. ", from the contracts' client")
end)

finish()
