-- Buffer settings for `.contract` files.
if vim.b.did_ftplugin then
  return
end
vim.b.did_ftplugin = 1

vim.bo.commentstring = "# %s"
vim.bo.comments = ":#"
vim.bo.expandtab = true
vim.bo.shiftwidth = 2
vim.bo.softtabstop = 2
vim.bo.tabstop = 2
-- `Swipe-Only`, `custom-view`, rule ids count as one word for `w`, `*` and completion.
vim.opt_local.iskeyword:append("-")

vim.b.undo_ftplugin = "setlocal commentstring< comments< expandtab< shiftwidth< softtabstop< tabstop< iskeyword<"
