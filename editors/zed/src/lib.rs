//! Zed extension for leaf-lsp: tells Zed how to start the language server for
//! `Contract` buffers. Built to WebAssembly by Zed itself.
//!
//! The command is, in order of preference:
//! 1. `lsp.leaf-lsp.binary.path` / `.arguments` from Zed's settings.json;
//! 2. `leaf-lsp` found on the worktree's PATH, with `serve --stdio`.
//!
//! `lsp.leaf-lsp.settings` (e.g. `{ "leaf": { "rules": { ... } } }`) answer the
//! server's workspace/configuration requests.

use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

const SERVER: &str = "leaf-lsp";

struct LeafExtension;

impl zed::Extension for LeafExtension {
    fn new() -> Self {
        LeafExtension
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(SERVER, worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let configured_path = binary.as_ref().and_then(|b| b.path.clone());
        let configured_args = binary.as_ref().and_then(|b| b.arguments.clone());

        let command = match configured_path {
            Some(path) => path,
            None => worktree.which(SERVER).ok_or_else(|| {
                format!(
                    "{SERVER} was not found on PATH; install it or set lsp.{SERVER}.binary.path in settings.json"
                )
            })?,
        };
        let args = configured_args.unwrap_or_else(|| vec!["serve".into(), "--stdio".into()]);

        Ok(zed::Command {
            command,
            args,
            env: worktree.shell_env(),
        })
    }

    fn language_server_workspace_configuration(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        let settings = LspSettings::for_worktree(SERVER, worktree)
            .ok()
            .and_then(|s| s.settings);
        Ok(settings)
    }
}

zed::register_extension!(LeafExtension);
