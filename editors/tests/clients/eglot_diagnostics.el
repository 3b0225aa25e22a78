;;; eglot_diagnostics.el --- Real-client test: Emacs, eglot and contract-mode against leaf-lsp -*- lexical-binding: t; -*-

;;; Commentary:

;; emacs -Q --batch -l editors/tests/clients/eglot_diagnostics.el
;;
;; Environment: LEAF_LSP (server executable; default: `leaf-lsp' on PATH,
;; i.e. contract-mode's own registration), LEAF_EXAMPLES (default: the
;; repository's Examples/Leaf), LEAF_CLIENT_TIMEOUT (seconds, default 30).
;;
;; Loads contract-mode.el and eglot (Debian's elpa-eglot, found through
;; package.el in /usr/share/emacs/site-lisp/elpa), copies Examples/Leaf to a
;; temporary folder, opens Orders/PortedFromIPhone.contract with
;; `eglot-ensure' on `contract-mode-hook' (the server command comes from
;; contract-mode's `eglot-server-programs' entry), waits until Flymake shows
;; the nine diagnostics of Examples/Leaf/README.md, then edits `sidebar' into
;; `selected row' and waits until `focus-not-on-selection' is gone.
;;
;; Prints `ok - ...', `not ok - ...' or `skip - ...' lines; exit code 0
;; when nothing failed, 1 otherwise.

;;; Code:

(require 'cl-lib)
(require 'subr-x)

(defvar leaf-test--repo
  (file-name-directory
   (directory-file-name
    (file-name-directory
     (directory-file-name
      (file-name-directory
       (directory-file-name (file-name-directory (or load-file-name buffer-file-name)))))))))

(defvar leaf-test--timeout
  (let ((s (getenv "LEAF_CLIENT_TIMEOUT")))
    (if (and s (> (string-to-number s) 0)) (string-to-number s) 30)))

(defvar leaf-test--failures 0)
(defvar leaf-test--work nil "Temporary folder holding the copy of Examples/Leaf.")

(defun leaf-test--out (fmt &rest args)
  (princ (concat (apply #'format fmt args) "\n") t))

(defun leaf-test--ok (fmt &rest args)
  (leaf-test--out "ok - emacs: %s" (apply #'format fmt args)))

(defun leaf-test--skip (fmt &rest args)
  (leaf-test--out "skip - emacs: %s" (apply #'format fmt args)))

(defun leaf-test--fail (name why)
  (setq leaf-test--failures (1+ leaf-test--failures))
  (leaf-test--out "not ok - emacs: %s: %s" name
                  (replace-regexp-in-string "\n" "\n#   " why)))

(defun leaf-test--finish ()
  "Shut the server down and exit."
  (let ((server (and (fboundp 'eglot-current-server)
                     (get-file-buffer (leaf-test--ported))
                     (with-current-buffer (get-file-buffer (leaf-test--ported))
                       (eglot-current-server)))))
    (when (and server (> leaf-test--failures 0))
      (let ((events (jsonrpc-events-buffer server)))
        (when (buffer-live-p events)
          (with-current-buffer events
            (leaf-test--out "# last lines of the eglot events buffer:")
            (dolist (line (last (split-string (buffer-string) "\n" t) 40))
              (leaf-test--out "#   %s" (truncate-string-to-width line 300)))))))
    (when server
      (ignore-errors (eglot-shutdown server))))
  (if (> leaf-test--failures 0)
      (leaf-test--out "# the workspace copy is kept: %s" leaf-test--work)
    (when leaf-test--work (delete-directory leaf-test--work t)))
  (kill-emacs (if (> leaf-test--failures 0) 1 0)))

(defmacro leaf-test--check (name fatal &rest body)
  "Run BODY; an error in it is a failed check NAME (ending the test when FATAL)."
  (declare (indent 2))
  `(condition-case err
       (progn ,@body)
     (error
      (leaf-test--fail ,name (if (stringp (cadr err)) (cadr err) (format "%S" err)))
      (when ,fatal (leaf-test--finish)))))

(defun leaf-test--run-idle-timers ()
  "Run the one-shot idle timers, as Emacs does when the user stops typing.
Batch Emacs is never idle, but eglot sends didChange and Flymake starts a
check from idle timers."
  (dolist (timer (copy-sequence timer-idle-list))
    (unless (timer--repeat-delay timer)
      (timer-event-handler timer))))        ; takes it off the list, then runs it

(defun leaf-test--wait (pred)
  "Process input until PRED returns non-nil or the timeout; return its value."
  (let ((deadline (+ (float-time) leaf-test--timeout))
        (value nil))
    (while (and (not (setq value (funcall pred)))
                (< (float-time) deadline))
      (accept-process-output nil 0.05)
      (leaf-test--run-idle-timers))
    value))

(defun leaf-test--ported ()
  (expand-file-name "Leaf/Orders/PortedFromIPhone.contract" leaf-test--work))

;;; Eglot: Debian's elpa-eglot through package.el (emacs -Q does not activate it).

(unless (locate-library "eglot")
  (require 'package)
  (setq package-directory-list
        (cl-remove-if-not #'file-directory-p
                          (append package-directory-list '("/usr/share/emacs/site-lisp/elpa"))))
  (setq package-user-dir (make-temp-file "leaf-elpa" t))
  (package-initialize))

(unless (require 'eglot nil t)
  (leaf-test--skip "eglot is not installed (Debian: apt-get install elpa-eglot)")
  (kill-emacs 0))

;;; The mode, the server command, the workspace copy.

(add-to-list 'load-path (expand-file-name "editors/emacs" leaf-test--repo))
(require 'contract-mode)

(let ((server (getenv "LEAF_LSP")))
  (when (and server (not (string-empty-p server)))
    ;; What a user would do with `M-x customize-variable'; eglot reads the
    ;; command through contract-mode's registration, so set it there.
    (setq contract-mode-server-command (list server "serve" "--stdio"))
    (setf (alist-get 'contract-mode eglot-server-programs) contract-mode-server-command)))

(defvar leaf-test--examples
  (or (getenv "LEAF_EXAMPLES") (expand-file-name "Examples/Leaf" leaf-test--repo)))

(leaf-test--check "copy Examples/Leaf to a temporary folder" t
  (unless (file-directory-p leaf-test--examples)
    (error "No folder %s" leaf-test--examples))
  (let ((program (car (alist-get 'contract-mode eglot-server-programs))))
    (unless (and program (executable-find program))
      (error "The server is not executable: %S (eglot-server-programs entry %S)"
             program (alist-get 'contract-mode eglot-server-programs))))
  (setq leaf-test--work (make-temp-file "leaf-eglot" t))
  (copy-directory leaf-test--examples (expand-file-name "Leaf" leaf-test--work))
  (unless (file-exists-p (expand-file-name "Leaf/.leaf-lsp.json" leaf-test--work))
    (error "The copy has no .leaf-lsp.json")))

;;; Open the broken file with eglot-ensure, as the README says.

(setq eglot-sync-connect leaf-test--timeout
      eglot-connect-timeout leaf-test--timeout
      eglot-autoshutdown nil)
(add-hook 'contract-mode-hook #'eglot-ensure)

;; `find-file', as a user would: the buffer is shown in the (batch) frame's
;; window, and Flymake starts its checks only in displayed buffers.
(defvar leaf-test--buffer (find-file (leaf-test--ported)))

(leaf-test--check "open Orders/PortedFromIPhone.contract: contract-mode, eglot connects" t
  (unless (eq major-mode 'contract-mode)
    (error "Major mode is %s" major-mode))
  ;; eglot-ensure connects after the current command; batch mode has none.
  (run-hooks 'post-command-hook)
  (unless (leaf-test--wait (lambda () (with-current-buffer leaf-test--buffer
                                        (and (eglot-current-server) eglot--managed-mode))))
    (error "No eglot server manages the buffer after %s s" leaf-test--timeout))
  (let* ((server (eglot-current-server))
         (root (project-root (eglot--project server))))
    (unless (file-equal-p root (expand-file-name "Leaf" leaf-test--work))
      (error "Project root %s, expected the copy's .leaf-lsp.json folder" root))
    (leaf-test--ok "eglot %s connected to %S, root = the copy's .leaf-lsp.json folder"
                   (or (ignore-errors (package-get-version)) (bound-and-true-p eglot-version)
                       (let ((lib (locate-library "eglot")))
                         (and lib (file-name-nondirectory (directory-file-name (file-name-directory lib))))))
                   (process-command (jsonrpc--process server)))))

;;; Flymake's diagnostics.

(defconst leaf-test--expected
  '(("^LegacyOrderRow[ \t]*$" "mac-voiceover-untested" eglot-note)
    ("^Hover: delivery date" "hover-only-information" eglot-error)
    ("^iPad: same[ \t]*$" "touch-only-action" eglot-warning)
    ("^iPad: same[ \t]*$" "primary-action-without-command" eglot-warning)
    ("^Mac: same[ \t]*$" "touch-only-action" eglot-error)
    ("^Mac: same[ \t]*$" "primary-action-without-command" eglot-error)
    ("^LegacyOrderList[ \t]*$" "mac-voiceover-untested" eglot-note)
    ("^Mac: rows in a stack" "list-should-be-table" eglot-error)
    ("^Focus after dismiss: sidebar" "focus-not-on-selection" eglot-warning))
  "The nine diagnostics of Examples/Leaf/README.md: line pattern, rule, Flymake type.")

(defun leaf-test--line-of (regexp)
  (save-excursion
    (goto-char (point-min))
    (unless (re-search-forward regexp nil t)
      (error "No line matches %s" regexp))
    (line-number-at-pos)))

(defun leaf-test--keys ()
  "Flymake's diagnostics in the buffer as sorted \"line:code:type\" strings.
Eglot writes a diagnostic's text as \"SOURCE [CODE]: MESSAGE\"."
  (with-current-buffer leaf-test--buffer
    (sort (mapcar (lambda (d)
                    (let ((text (flymake-diagnostic-text d)))
                      (format "%d:%s:%s"
                              (line-number-at-pos (flymake-diagnostic-beg d))
                              (if (string-match "\\`leaf-lsp \\[\\([^]]+\\)\\]: " text)
                                  (match-string 1 text)
                                (format "(text %S)" text))
                              (flymake-diagnostic-type d))))
                  (flymake-diagnostics))
          #'string<)))

(defun leaf-test--wait-for (want what)
  (let (got)
    (unless (leaf-test--wait (lambda () (equal (setq got (leaf-test--keys)) want)))
      (error "%s: after %s s Flymake has\n  %s\nexpected\n  %s" what leaf-test--timeout
             (string-join got "\n  ") (string-join want "\n  ")))))

(defvar leaf-test--all
  (with-current-buffer leaf-test--buffer
    (sort (mapcar (lambda (e) (format "%d:%s:%s" (leaf-test--line-of (nth 0 e)) (nth 1 e) (nth 2 e)))
                  leaf-test--expected)
          #'string<)))

(leaf-test--check "Flymake shows the nine diagnostics of Examples/Leaf/README.md" t
  (with-current-buffer leaf-test--buffer
    (unless (bound-and-true-p flymake-mode)
      (error "Flymake is off in the eglot-managed buffer")))
  (leaf-test--wait-for leaf-test--all "on open")
  (leaf-test--ok "Flymake has the 9 diagnostics, hover-only-information and list-should-be-table among them: %s"
                 (string-join leaf-test--all ", ")))

;;; Typing: `sidebar' -> `selected row' (eglot sends an incremental didChange).

(leaf-test--check "edit `sidebar' to `selected row': focus-not-on-selection goes, the other eight stay" nil
  (with-current-buffer leaf-test--buffer
    (let ((line (leaf-test--line-of "^Focus after dismiss: sidebar")))
      (goto-char (point-min))
      (re-search-forward "^Focus after dismiss: \\(sidebar\\)")
      (replace-match "selected row" t t nil 1)
      (leaf-test--wait-for
       (remove (format "%d:focus-not-on-selection:eglot-warning" line) leaf-test--all)
       "after the edit")
      (leaf-test--ok "after the edit Flymake has 8 diagnostics, focus-not-on-selection is gone"))))

(leaf-test--finish)

;;; eglot_diagnostics.el ends here
