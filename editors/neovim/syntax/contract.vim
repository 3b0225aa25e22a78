" Vim syntax file
" Language:    Contract (platform interaction contracts, leaf-lsp)
" Filenames:   *.contract
" Basic highlighting; diagnostics, completion and hover come from leaf-lsp.

if exists("b:current_syntax")
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

syn case match

" Comments and suppression directives
syn match contractRuleId     contained "[[:alnum:]_-]\+"
syn match contractDirective  contained "\c#\s*\zsleaf-ignore\%(-file\)\=\ze\s*:"
syn match contractRuleIds    contained "\%(\cleaf-ignore\%(-file\)\=\s*:\s*\)\@<=[[:alnum:]_-]\+\%(\s*,\s*[[:alnum:]_-]\+\)*" contains=contractRuleId
syn match contractComment    "^\s*#.*$" contains=contractDirective,contractRuleIds,@Spell

" Headers (column 0)
syn match contractComponent  "^\a[[:alnum:]_]*\s*$"
syn match contractHeaderKw   "^\ccomponent\ze\s\+\a[[:alnum:]_]*\s*$" nextgroup=contractComponentName skipwhite
syn match contractComponentName contained "\a[[:alnum:]_]*"
syn match contractHeaderKw   "^\c\%(menu\|catalog\)\ze\s\+[^:[:space:]][^:]*$" nextgroup=contractBlockName skipwhite
syn match contractBlockName  contained "[^:[:space:]][^:]*$"

" Platform names in values (defined before keys: a key starting at the same column wins)
syn match contractPlatform   "\<\%(iPhone\|iPad\|macOS\|Mac\)\>"

" Mechanisms (also before keys: `Hover:` is a key)
syn match contractMechanism  "\c\%([[:alnum:]_-]\)\@1<!\%(drag and drop\|custom actions\=\|context menus\=\|secondary click\|control-click\|double[- ]click\|long press\|menu bar\|menu commands\=\|keyboard shortcuts\=\|keyboard focus\|focus ring\|arrow keys\|table rows\=\|list rows\=\|buttons\=\|swipe\|drag\|pinch\|rotor\|adjustable\|toolbar\|focusable\|acceptsFirstResponder\|hover\|tooltips\=\|tables\=\|stack\|group\|sheets\=\|popovers\=\|windows\=\|details\|inspector\)\%([[:alnum:]_-]\)\@!"

" Field keys: `Key:` at the start of a line (indented or not)
syn match contractUnknownKey "^\s*\zs[[:alnum:]_][[:alnum:]_-]*\%(\s\+[[:alnum:]_][[:alnum:]_-]*\)*\ze\s*:"
syn match contractKey        "^\s*\zs\c\%(app\|platforms\|see\|meaning\|primary\s\+action\|primary\|actions\|kind\|role\|label\|value\|columns\|hover\|\%(\%(iphone\|ipad\|mac\|macos\)\s\+\)\=reading\s\+order\|focus\s\+after\s\+dismiss\|focus\|check\%(\s\+\%(iphone\|ipad\|macos\|mac\)\)\=\|\%(iphone\|ipad\|macos\|mac\)\s\+check\|note\|summary\|link\)\ze\s*:"
syn match contractPlatformKey "^\s*\zs\c\%(iphone\|ipad\|macos\|mac\)\ze\s*:" nextgroup=contractColon
syn match contractColon      contained ":" nextgroup=contractSame skipwhite
syn match contractSame       contained "\csame\>"

" Values
syn match contractShortcut   "[⌃⌥⇧⌘🌐]\+\%(Space\|Tab\|Return\|Enter\|Esc\%(ape\)\=\|Delete\|Home\|End\|F\%(1[0-9]\|20\|[1-9]\)\|[⌫⌦↩⌤⎋⇥⇤←→↑↓⇞⇟↖↘⌧⏏]\|[[:alnum:]]\|[[:punct:]]\)"
syn match contractShortcut   "[⌫⌦↩⌤⎋⇥⇤←↑↓⇞⇟↖↘⌧⏏]"
syn match contractShortcut   "\c\<\%(cmd\|command\|shift\|opt\|option\|alt\|ctrl\|control\|fn\)\%([-+]\%(cmd\|command\|shift\|opt\|option\|alt\|ctrl\|control\|fn\)\)*[-+]\%(\%(space\|tab\|return\|enter\|escape\|esc\|delete\|backspace\|left\|right\|up\|down\|home\|end\|f\%(1[0-9]\|20\|[1-9]\)\)\>\|[[:alnum:]]\>\|[,./;'=`\[\]-]\)"
syn match contractArrow      "\%(\S\s\)\@2<=\%(→\|->\)\ze\s[^[:space:],;]"
" `→` with no word after it in its piece is the Right Arrow key
syn match contractShortcut   "→\ze\s*\%([,;]\|$\)"
syn match contractSeparator  ";"

" Menu command lines: indented `Name: ⌘R` right after a menu header
syn region contractMenuBlock start="^\cmenu\s\+[^:]*$" end="^\ze[^[:space:]#]" transparent contains=contractHeaderKw,contractComment,contractMenuCommand
syn match contractMenuCommand contained "^\s\+\zs[^[:space:]:#][^:]\{-}\ze\s*\%(:\|$\)" nextgroup=contractMenuValue
syn match contractMenuValue  contained ":.*$" contains=contractShortcut

hi def link contractComment       Comment
hi def link contractDirective     PreProc
hi def link contractRuleId        Constant
hi def link contractRuleIds       Comment
hi def link contractComponent     Type
hi def link contractComponentName Type
hi def link contractHeaderKw      Statement
hi def link contractBlockName     Type
hi def link contractKey           Keyword
hi def link contractUnknownKey    Identifier
hi def link contractPlatformKey   Constant
hi def link contractPlatform      Constant
hi def link contractSame          Special
hi def link contractShortcut      Number
hi def link contractArrow         Operator
hi def link contractSeparator     Delimiter
hi def link contractMechanism     Function
hi def link contractMenuCommand   Function

let b:current_syntax = "contract"

let &cpo = s:cpo_save
unlet s:cpo_save
