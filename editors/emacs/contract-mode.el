;;; contract-mode.el --- Major mode for platform interaction contracts (leaf-lsp) -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages, accessibility

;; This file is not part of GNU Emacs.

;;; Commentary:

;; `contract-mode' edits `.contract' files: per UI component, its meaning and
;; how each task is reached on iPhone, iPad and Mac.  It highlights comments
;; and `# leaf-ignore:' directives, component / menu / catalog headers, field
;; keys, platform names, `same', shortcuts (`⌘R', `Cmd-Shift-S'), arrows and
;; interaction mechanisms, and indents menu commands.
;;
;; Diagnostics, completion and hover come from the leaf-lsp language server,
;; registered here for both Eglot and lsp-mode (when they are loaded):
;;
;;   (require 'contract-mode)        ; or autoload it
;;   (add-hook 'contract-mode-hook #'eglot-ensure)   ; Eglot
;;   (add-hook 'contract-mode-hook #'lsp-deferred)   ; or lsp-mode
;;
;; The server command is `contract-mode-server-command'
;; (default: leaf-lsp serve --stdio).

;;; Code:

(defgroup contract nil
  "Platform interaction contracts (.contract files) and the leaf-lsp server."
  :group 'languages
  :prefix "contract-mode-")

(defcustom contract-mode-server-command '("leaf-lsp" "serve" "--stdio")
  "Command line that starts the leaf-lsp language server over stdio.
Eglot reads it when it is loaded; lsp-mode reads it at each start."
  :type '(repeat string)
  :group 'contract)

(defcustom contract-mode-indent-offset 2
  "Indentation of menu command lines and continuation lines."
  :type 'integer
  :safe #'integerp
  :group 'contract)

(defface contract-mode-shortcut-face
  '((t :inherit font-lock-string-face))
  "Face for keyboard shortcuts such as ⌘R or Cmd-Shift-S."
  :group 'contract)

(defface contract-mode-platform-face
  '((t :inherit font-lock-constant-face))
  "Face for platform names: iPhone, iPad, Mac, macOS."
  :group 'contract)

(defface contract-mode-mechanism-face
  '((t :inherit font-lock-function-name-face))
  "Face for interaction mechanisms: swipe, context menu, menu bar, ..."
  :group 'contract)

(defface contract-mode-rule-id-face
  '((t :inherit font-lock-constant-face))
  "Face for rule ids in `# leaf-ignore:' directives."
  :group 'contract)

(eval-and-compile
  (defun contract-mode--ci (string)
    "Return a regexp matching STRING case-insensitively; spaces match blanks."
    (mapconcat (lambda (c)
                 (cond ((eq c ?\s) "[ \t]+")
                       ((/= (upcase c) (downcase c))
                        (format "[%c%c]" (upcase c) (downcase c)))
                       (t (regexp-quote (string c)))))
               string "")))

(defconst contract-mode--platform-re "\\(?:iPhone\\|iPad\\|macOS\\|Mac\\)"
  "Platform names, as written in values.")

(defconst contract-mode--platform-key-re
  (concat "\\(?:" (mapconcat #'contract-mode--ci '("iphone" "ipad" "macos" "mac") "\\|") "\\)")
  "Platform names as keys (case-insensitive).")

(defconst contract-mode--key-words-re
  "[[:alnum:]_][[:alnum:]_-]*\\(?:[ \t]+[[:alnum:]_][[:alnum:]_-]*\\)*"
  "A field key: words of letters, digits, `_' and `-'.")

(defconst contract-mode--known-key-re
  (concat
   "\\(?:"
   (mapconcat #'contract-mode--ci
              '("app" "platforms" "see" "meaning" "primary action" "primary" "actions"
                "kind" "role" "label" "value" "columns" "hover" "reading order"
                "focus after dismiss" "focus" "check" "note" "summary" "link")
              "\\|")
   "\\|" contract-mode--platform-key-re "[ \t]+\\(?:" (contract-mode--ci "reading order")
   "\\|" (contract-mode--ci "check") "\\)"
   "\\|" (contract-mode--ci "check") "[ \t]+" contract-mode--platform-key-re
   "\\)")
  "Field keys of the contract language, with aliases.")

(defconst contract-mode--shortcut-re
  (concat
   ;; symbol form: modifiers then one key
   "[⌃⌥⇧⌘🌐]+\\(?:Space\\|Tab\\|Return\\|Enter\\|Escape\\|Esc\\|Delete\\|Home\\|End"
   "\\|F\\(?:1[0-9]\\|20\\|[1-9]\\)\\|[⌫⌦↩⌤⎋⇥⇤←→↑↓⇞⇟↖↘⌧⏏]\\|[[:alnum:]]\\|[[:punct:]]\\)"
   ;; bare keys
   "\\|[⌫⌦↩⌤⎋⇥⇤←↑↓⇞⇟↖↘⌧⏏]"
   ;; text form: Cmd-R, Command+Shift+Z, Ctrl-Opt-Space (a known key is required)
   "\\|\\_<\\(?:[Cc]md\\|[Cc]ommand\\|[Ss]hift\\|[Oo]pt\\|[Oo]ption\\|[Aa]lt\\|[Cc]trl\\|[Cc]ontrol\\|[Ff]n\\)"
   "\\(?:[-+]\\(?:[Cc]md\\|[Cc]ommand\\|[Ss]hift\\|[Oo]pt\\|[Oo]ption\\|[Aa]lt\\|[Cc]trl\\|[Cc]ontrol\\|[Ff]n\\)\\)*"
   "[-+]\\(?:\\(?:[Ss]pace\\|[Tt]ab\\|[Rr]eturn\\|[Ee]nter\\|[Ee]scape\\|[Ee]sc\\|[Dd]elete\\|[Bb]ackspace"
   "\\|[Ll]eft\\|[Rr]ight\\|[Uu]p\\|[Dd]own\\|[Hh]ome\\|[Ee]nd\\|F\\(?:1[0-9]\\|20\\|[1-9]\\)\\|[[:alnum:]]\\)"
   "\\_>\\|[],./;'=`[-]\\)")
  "Keyboard shortcuts in symbol and text form.")

(defconst contract-mode--mechanism-re
  (concat
   "\\_<\\(?:"
   (mapconcat #'contract-mode--ci
              '("drag and drop" "custom actions" "custom action" "context menus" "context menu"
                "secondary click" "control-click" "double-click" "double click" "long press"
                "menu bar" "menu commands" "menu command" "keyboard shortcuts" "keyboard shortcut"
                "keyboard focus" "focus ring" "arrow keys" "table rows" "table row" "list rows"
                "list row" "buttons" "button" "swipe" "drag" "pinch" "rotor" "adjustable"
                "toolbar" "focusable" "acceptsfirstresponder" "hover" "tooltips" "tooltip"
                "tables" "table" "stack" "group" "sheets" "sheet" "popovers" "popover"
                "windows" "window" "details" "inspector")
              "\\|")
   "\\)\\_>")
  "Interaction mechanisms of the contract language's vocabulary.")

(defconst contract-mode--menu-header-re
  (concat "^" (contract-mode--ci "menu") "[ \t]+[^:[:space:]][^:\n]*$")
  "A menu block header.")

(defconst contract-mode--header-re
  (concat "^\\(?:" (contract-mode--ci "component") "[ \t]+[[:alpha:]][[:alnum:]_]*[ \t]*$"
          "\\|\\(?:" (contract-mode--ci "menu") "\\|" (contract-mode--ci "catalog")
          "\\)[ \t]+[^:[:space:]][^:\n]*$"
          "\\|[[:alpha:]][[:alnum:]_]*[ \t]*$\\)")
  "Any block header (component, menu or catalog), at column 0.")

(defun contract-mode--in-menu-block-p ()
  "Non-nil when the current line lies inside a menu block."
  (save-excursion
    (beginning-of-line)
    (let ((found nil) (done nil))
      (while (and (not done) (zerop (forward-line -1)))
        (cond ((looking-at-p "[ \t]*\\(?:#\\|$\\)"))      ; comment or blank: keep looking
              ((looking-at-p "[ \t]"))                   ; indented line: keep looking
              (t (setq done t
                       found (looking-at-p contract-mode--menu-header-re)))))
      found)))

(defun contract-mode--match-menu-command (limit)
  "Font-lock matcher for indented command lines of menu blocks, up to LIMIT."
  (let ((found nil))
    (while (and (not found)
                (re-search-forward "^[ \t]+\\([^:#[:space:]][^:\n]*?\\)[ \t]*\\(?::\\|$\\)" limit t))
      (when (contract-mode--in-menu-block-p)
        (setq found t)))
    found))

(defconst contract-mode-font-lock-keywords
  `(;; `# leaf-ignore: rule-id, rule-id reason' (inside comments: override)
    (,(concat "^[ \t]*#[ \t]*\\(" (contract-mode--ci "leaf-ignore") "\\(?:-" (contract-mode--ci "file")
              "\\)?\\)[ \t]*:[ \t]*\\([[:alnum:]_-]+\\(?:[ \t]*,[ \t]*[[:alnum:]_-]+\\)*\\)?")
     (1 font-lock-preprocessor-face t)
     (2 'contract-mode-rule-id-face t t))
    ;; headers
    (,(concat "^\\(" (contract-mode--ci "component") "\\)[ \t]+\\([[:alpha:]][[:alnum:]_]*\\)[ \t]*$")
     (1 font-lock-keyword-face)
     (2 font-lock-type-face))
    (,(concat "^\\(" (contract-mode--ci "menu") "\\|" (contract-mode--ci "catalog")
              "\\)[ \t]+\\([^:[:space:]][^:\n]*?\\)[ \t]*$")
     (1 font-lock-keyword-face)
     (2 font-lock-type-face))
    ("^\\([[:alpha:]][[:alnum:]_]*\\)[ \t]*$" (1 font-lock-type-face))
    ;; menu command lines (before keys: `  Reorder: ⌘R' is a command there)
    (contract-mode--match-menu-command (1 font-lock-function-name-face))
    ;; platform path fields, with `same' first in the value
    (,(concat "^[ \t]*\\(" contract-mode--platform-key-re "\\)[ \t]*:[ \t]*\\(\\(?:"
              (contract-mode--ci "same") "\\)\\_>\\)?")
     (1 'contract-mode-platform-face)
     (2 font-lock-builtin-face nil t))
    ;; known and unknown keys
    (,(concat "^[ \t]*\\(" contract-mode--known-key-re "\\)[ \t]*:") (1 font-lock-keyword-face))
    (,(concat "^[ \t]*\\(" contract-mode--key-words-re "\\)[ \t]*:") (1 font-lock-variable-name-face))
    ;; values
    (,contract-mode--shortcut-re . 'contract-mode-shortcut-face)
    ("[^[:space:]] \\(→\\|->\\) [^[:space:],;]" (1 font-lock-builtin-face))
    ("\\(→\\)[ \t]*\\(?:[,;]\\|$\\)" (1 'contract-mode-shortcut-face))
    (,(concat "\\_<" contract-mode--platform-re "\\_>") . 'contract-mode-platform-face)
    (,contract-mode--mechanism-re . 'contract-mode-mechanism-face))
  "Highlighting for `contract-mode'.")

(defvar contract-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; `#' starts a comment only as a line's first non-blank character, see
    ;; `contract-mode--syntax-propertize'; elsewhere it is punctuation.
    (modify-syntax-entry ?# "." table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?- "_" table)
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?' "." table)
    table)
  "Syntax table for `contract-mode'.")

(defconst contract-mode--syntax-propertize
  (syntax-propertize-rules ("^[ \t]*\\(#\\)" (1 "<")))
  "Mark `#' as a comment starter at the start of a line.")

(defun contract-mode-indent-line ()
  "Indent the current line of a contract file.
Headers go to column 0, menu commands to `contract-mode-indent-offset';
other lines keep their indentation (fields may be indented or not)."
  (interactive)
  (let ((target
         (save-excursion
           (beginning-of-line)
           (cond ((looking-at-p (concat "[ \t]*" (substring contract-mode--header-re 1))) 0)
                 ((contract-mode--in-menu-block-p) contract-mode-indent-offset)
                 ((looking-at-p "[ \t]*$")
                  (if (zerop (forward-line -1)) (current-indentation) 0))
                 (t nil)))))
    (when target
      (if (<= (current-column) (current-indentation))
          (indent-line-to target)
        (save-excursion (indent-line-to target))))))

;;;###autoload
(define-derived-mode contract-mode prog-mode "Contract"
  "Major mode for platform interaction contracts (`.contract' files).
Language server: leaf-lsp (see `contract-mode-server-command').

\\{contract-mode-map}"
  :syntax-table contract-mode-syntax-table
  :group 'contract
  (setq-local comment-start "# ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "#+[ \t]*")
  (setq-local comment-use-syntax t)
  (setq-local syntax-propertize-function contract-mode--syntax-propertize)
  (setq-local font-lock-defaults '(contract-mode-font-lock-keywords nil nil))
  (setq-local indent-line-function #'contract-mode-indent-line)
  (setq-local indent-tabs-mode nil)
  (setq-local tab-width 2)
  (add-hook 'project-find-functions #'contract-mode-project-find nil t))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.contract\\'" . contract-mode))

;;; Language servers

(defvar eglot-server-programs)
(defvar eglot-lsp-context)

(defun contract-mode-project-find (dir)
  "Eglot's project for DIR: the nearest folder holding `.leaf-lsp.json'.
The server indexes every contract below that folder, as in Neovim's
setup; without one, the usual project (the VC root) applies.  Only for
Eglot (`eglot-lsp-context'): other project commands are left alone."
  (when (bound-and-true-p eglot-lsp-context)
    (let ((root (locate-dominating-file dir ".leaf-lsp.json")))
      (and root (cons 'transient (expand-file-name root))))))
(defvar lsp-language-id-configuration)
(declare-function lsp-register-client "lsp-mode" (client))
(declare-function make-lsp-client "lsp-mode" (&rest args))
(declare-function lsp-stdio-connection "lsp-mode" (command &optional test-command))
(declare-function lsp-activate-on "lsp-mode" (&rest languages))

(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               `(contract-mode . ,contract-mode-server-command)))

(with-eval-after-load 'lsp-mode
  (add-to-list 'lsp-language-id-configuration '(contract-mode . "contract"))
  (lsp-register-client
   (make-lsp-client
    :new-connection (lsp-stdio-connection (lambda () contract-mode-server-command))
    :activation-fn (lsp-activate-on "contract")
    :major-modes '(contract-mode)
    :server-id 'leaf-lsp)))

(provide 'contract-mode)

;;; contract-mode.el ends here
