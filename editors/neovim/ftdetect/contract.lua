-- Filetype `contract` for platform interaction contracts (`*.contract`).
if vim.filetype and vim.filetype.add then
  vim.filetype.add({ extension = { contract = "contract" } })
else
  vim.cmd([[autocmd BufRead,BufNewFile *.contract setfiletype contract]])
end
