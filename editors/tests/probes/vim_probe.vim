set nocompatible
set encoding=utf-8
execute 'set rtp^=' . fnameescape(g:rtp)
syntax enable
execute 'edit ' . fnameescape(g:file)
setfiletype contract
set filetype=contract
syntax sync fromstart
let s:res = []
for l in range(1, line('$'))
  let text = getline(l)
  let items = []
  let c = 1
  let prev = ''
  let start = 1
  while c <= len(text) + 1
    let name = c <= len(text) ? synIDattr(synID(l, c, 1), 'name') : '<END>'
    if name !=# prev
      if prev !=# '' | call add(items, prev . '=' . strpart(text, start - 1, c - start)) | endif
      let prev = name
      let start = c
    endif
    let c += 1
  endwhile
  call add(s:res, l . ': ' . join(items, ' | '))
endfor
call writefile(s:res, g:out)
qa!
