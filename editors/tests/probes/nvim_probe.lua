-- Loaded by test_vim.py in `nvim --headless` after opening a .contract file.
-- Writes "key=value" lines to the file named by $LEAF_PROBE_OUT.
local out = {}
local function put(k, v) table.insert(out, k .. "=" .. tostring(v)) end

put("filetype", vim.bo.filetype)
put("commentstring", vim.bo.commentstring)
put("shiftwidth", vim.bo.shiftwidth)
put("expandtab", vim.bo.expandtab)
put("current_syntax", vim.b.current_syntax)

local notes = {}
vim.notify = function(msg, level) table.insert(notes, (level or 0) .. ":" .. msg) end

local ok, leaf = pcall(require, "leaf_lsp")
put("require", ok)
if ok then
  local root = vim.env.LEAF_PROBE_TREE
  put("root_with_config", leaf.root_dir(root .. "/proj/sub/a.contract", { ".leaf-lsp.json", ".git" }))
  put("root_with_git", leaf.root_dir(root .. "/gitonly/x/b.contract", { ".leaf-lsp.json", ".git" }))
  put("root_fallback", leaf.root_dir(root .. "/loose/c.contract", { ".leaf-lsp.json", ".git" }))
  local ok_setup, err = pcall(leaf.setup, { cmd = { "leaf-lsp-not-installed", "serve", "--stdio" } })
  put("setup", ok_setup and "ok" or err)
  put("cmd", table.concat(leaf.config.cmd, " "))
  put("default_cmd", table.concat(leaf.defaults.cmd, " "))
  put("autocmd", #vim.api.nvim_get_autocmds({ group = "leaf_lsp", event = "FileType" }))
  local patterns = {}
  for _, autocmd in ipairs(vim.api.nvim_get_autocmds({ group = "leaf_lsp", event = "FileType" })) do
    table.insert(patterns, autocmd.pattern)
  end
  table.sort(patterns)
  put("autocmd_patterns", table.concat(patterns, ","))
  pcall(leaf.setup, { cmd = { "leaf-lsp-not-installed", "serve", "--stdio" }, swift = false })
  put("autocmd_without_swift", #vim.api.nvim_get_autocmds({ group = "leaf_lsp", event = "FileType" }))
  put("has_lsp_start", vim.lsp.start ~= nil)
  put("notes", table.concat(notes, " / "))
end
vim.fn.writefile(out, vim.env.LEAF_PROBE_OUT)
