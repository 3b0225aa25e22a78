-- leaf_lsp: start the leaf-lsp language server for `contract` buffers.
--
-- Works without plugins: `vim.lsp.start` on Neovim 0.8+, and on 0.7 the older
-- `vim.lsp.start_client` + `vim.lsp.buf_attach_client`, with one client per
-- root folder reused for every buffer below it (as `vim.lsp.start` does):
--
--   require("leaf_lsp").setup()                       -- defaults
--   require("leaf_lsp").setup({
--     cmd = { "/path/to/leaf-lsp", "serve", "--stdio" },
--     settings = { leaf = { rules = { ["mac-voiceover-untested"] = "off" } } },
--   })
--
-- The root folder is the nearest folder holding `.leaf-lsp.json` or `.git`,
-- else the file's own folder. `settings` answer the server's
-- workspace/configuration requests (section "leaf" or "leaf.rules") and are
-- sent with workspace/didChangeConfiguration after start.
--
-- Swift: with `swift = true` (the default) the same client also attaches to
-- `swift` buffers, beside sourcekit-lsp. leaf-lsp then publishes the code
-- rules' findings for Swift and, on open contracts, their drift from the Swift
-- being typed; it answers every other Swift request (completion, hover,
-- formatting) with an empty result, so sourcekit-lsp's answers are the ones
-- shown. `setup({ swift = false })` keeps leaf-lsp to contract buffers.

local M = {}

M.defaults = {
  name = "leaf-lsp",
  cmd = { "leaf-lsp", "serve", "--stdio" },
  filetypes = { "contract" },
  swift = true,
  root_markers = { ".leaf-lsp.json", ".git" },
  settings = { leaf = { rules = vim.empty_dict and vim.empty_dict() or {} } },
  init_options = nil,
  on_attach = nil,
  capabilities = nil,
}

M.config = vim.deepcopy(M.defaults)

local function dirname(path)
  return vim.fn.fnamemodify(path, ":h")
end

--- The root folder for a file: nearest folder with one of `markers`, else the file's folder.
---@param path string absolute file path
---@param markers string[]
---@return string
function M.root_dir(path, markers)
  markers = markers or M.config.root_markers
  local start = dirname(path)
  for _, marker in ipairs(markers) do
    local found
    if vim.fs and vim.fs.find then
      found = vim.fs.find(marker, { path = start, upward = true, limit = 1 })[1]
    else
      found = vim.fn.findfile(marker, start .. ";")
      if found == "" then
        found = vim.fn.finddir(marker, start .. ";")
      end
      if found ~= "" then
        found = vim.fn.fnamemodify(found, ":p"):gsub("/$", "")
      else
        found = nil
      end
    end
    if found then
      return dirname(found)
    end
  end
  return start
end

-- Neovim 0.7: clients started here, by name and root folder.
local started = {}

--- `vim.lsp.start` for Neovim 0.7: reuse the running client of the same name
--- and root folder, else start one; then attach the buffer.
---@param config table
---@param bufnr integer
---@return integer|nil
local function start_compat(config, bufnr)
  local key = config.name .. "\0" .. config.root_dir
  local id = started[key]
  local client = id and vim.lsp.get_client_by_id(id)
  if not client or client.is_stopped() then
    id = vim.lsp.start_client(config)
    if not id then
      return nil
    end
    started[key] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

--- Start (or reuse) the server for buffer `bufnr`. Returns the client id, or nil.
---@param bufnr integer|nil
---@return integer|nil
function M.start(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local cfg = M.config
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" then
    if vim.bo[bufnr].filetype == "swift" then
      return nil -- an unsaved Swift buffer: leaf-lsp reads Swift only from .swift files
    end
    name = vim.fn.getcwd() .. "/untitled.contract"
  end
  if vim.fn.executable(cfg.cmd[1]) ~= 1 then
    vim.notify(
      ("leaf_lsp: %s is not executable; set cmd in require('leaf_lsp').setup{}"):format(cfg.cmd[1]),
      vim.log.levels.WARN
    )
    return nil
  end
  local config = {
    name = cfg.name,
    cmd = cfg.cmd,
    root_dir = M.root_dir(vim.fn.fnamemodify(name, ":p"), cfg.root_markers),
    settings = cfg.settings,
    init_options = cfg.init_options,
    capabilities = cfg.capabilities,
    on_attach = cfg.on_attach,
    -- Neovim sends workspace/didChangeConfiguration with `settings` after
    -- initialize, and answers workspace/configuration from them.
  }
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  return start_compat(config, bufnr)
end

--- Configure and register the FileType autocommand.
---@param opts table|nil  cmd, settings, root_markers, filetypes, swift, on_attach, capabilities, init_options
function M.setup(opts)
  M.config = vim.tbl_deep_extend("force", vim.deepcopy(M.defaults), opts or {})
  if opts and opts.cmd then
    M.config.cmd = opts.cmd -- lists replace, they do not merge
  end
  -- `*.contract` files get the `contract` filetype even without ftdetect/
  if vim.filetype and vim.filetype.add then
    vim.filetype.add({ extension = { contract = "contract" } })
  end
  local filetypes = vim.deepcopy(M.config.filetypes)
  if M.config.swift and not vim.tbl_contains(filetypes, "swift") then
    table.insert(filetypes, "swift")
  end
  local group = vim.api.nvim_create_augroup("leaf_lsp", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = filetypes,
    callback = function(args)
      M.start(args.buf)
    end,
  })
  -- buffers already open when setup() runs
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.tbl_contains(filetypes, vim.bo[buf].filetype) then
      M.start(buf)
    end
  end
end

return M
