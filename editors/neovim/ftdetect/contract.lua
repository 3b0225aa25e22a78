-- Filetype `contract` for platform interaction contracts (`*.contract`).
if vim.filetype and vim.filetype.add then
  vim.filetype.add({ extension = { contract = "contract" } })
end
-- Also for Neovim 0.7, where filetype.lua is off by default.
vim.cmd([[autocmd BufRead,BufNewFile *.contract setfiletype contract]])
