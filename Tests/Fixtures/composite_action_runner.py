#!/usr/bin/env python3
"""Runs the `run:` steps of a composite GitHub Action (action.yml) on this machine, as the
Actions runner does, for tests without GitHub and without network.

What it does as the runner does:
- inputs: the `with` values given (`--input name=value`), else the input's `default`; a required
  input without either is an error. They reach steps only through `${{ inputs.name }}`: the
  runner sets no INPUT_* variables for composite actions (actions/runner#665), and neither does
  this one; a step that reads $INPUT_... is refused, since it would read nothing on GitHub.
- `${{ ... }}` in `run`, `env` and `working-directory`, and in the action's output values:
  inputs.X, steps.ID.outputs.X, github.workspace, github.action_path, env.X, runner.temp,
  runner.os. Any other expression is an error, so that the test never passes on something the
  runner would read differently.
- each step: `shell: bash` as `bash --noprofile --norc -eo pipefail FILE`, in the workspace or
  its `working-directory`, with the step's `env`, GITHUB_WORKSPACE, GITHUB_ACTION_PATH, a fresh
  GITHUB_OUTPUT file (`name=value` and `name<<DELIMITER` blocks), GITHUB_ENV and GITHUB_PATH.
- a failing step ends the action with its status; the steps after it do not run.

Usage: composite_action_runner.py ACTION_DIR --workspace DIR [--input NAME=VALUE ...]
       [--summary FILE]   (a JSON object: the status, every step's outputs, the action's outputs)
Every step's standard output and error pass through, as in the workflow log.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
SUPPORTED_STEP_KEYS = {"id", "name", "shell", "run", "env", "working-directory"}


class ActionError(Exception):
    """The action uses something this runner does not run as GitHub would."""


def parse_assignments(text):
    """The name/value pairs of a GITHUB_OUTPUT or GITHUB_ENV file."""
    values = {}
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not line.strip():
            continue
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            block = []
            while index < len(lines) and lines[index] != delimiter:
                block.append(lines[index])
                index += 1
            if index == len(lines):
                raise ActionError(f"no closing delimiter {delimiter!r} for {name!r}")
            index += 1
            values[name] = "\n".join(block)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
        else:
            raise ActionError(f"not a name=value line: {line!r}")
    return values


class Runner:
    def __init__(self, action_dir, workspace, given_inputs):
        self.action_dir = os.path.abspath(action_dir)
        self.workspace = os.path.abspath(workspace)
        with open(os.path.join(self.action_dir, "action.yml"), encoding="utf-8") as file:
            self.action = yaml.safe_load(file)
        runs = self.action.get("runs", {})
        if runs.get("using") != "composite":
            raise ActionError("not a composite action")
        self.inputs = self.resolve_inputs(given_inputs)
        self.steps = {}
        self.env = {}
        self.temp = tempfile.mkdtemp(prefix="runner-temp-")
        self.path_additions = []

    def resolve_inputs(self, given):
        declared = self.action.get("inputs", {}) or {}
        unknown = set(given) - set(declared)
        if unknown:
            raise ActionError(f"inputs the action does not declare: {sorted(unknown)}")
        inputs = {}
        for name, spec in declared.items():
            spec = spec or {}
            if name in given:
                inputs[name] = given[name]
            elif "default" in spec:
                inputs[name] = str(spec["default"])
            elif spec.get("required"):
                raise ActionError(f"required input {name!r} not given")
            else:
                inputs[name] = ""
        return inputs

    def evaluate(self, expression, step_env):
        parts = expression.split(".")
        if parts[0] == "inputs" and len(parts) == 2:
            if parts[1] not in self.inputs:
                raise ActionError(f"unknown input in ${{{{ {expression} }}}}")
            return self.inputs[parts[1]]
        if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
            return self.steps.get(parts[1], {}).get(parts[3], "")
        if expression == "github.workspace":
            return self.workspace
        if expression == "github.action_path":
            return self.action_dir
        if expression == "runner.temp":
            return self.temp
        if expression == "runner.os":
            return "Linux" if sys.platform.startswith("linux") else "macOS"
        if parts[0] == "env" and len(parts) == 2:
            return step_env.get(parts[1], self.env.get(parts[1], os.environ.get(parts[1], "")))
        raise ActionError(f"expression not supported by this runner: ${{{{ {expression} }}}}")

    def substitute(self, text, step_env=None):
        return EXPRESSION.sub(lambda match: self.evaluate(match.group(1), step_env or {}), str(text))

    def run_step(self, number, step):
        unsupported = set(step) - SUPPORTED_STEP_KEYS
        if unsupported:
            raise ActionError(f"step {number}: keys this runner does not run: {sorted(unsupported)}")
        if "run" not in step:
            raise ActionError(f"step {number}: only run steps are supported")
        if step.get("shell") != "bash":
            raise ActionError(f"step {number}: a composite run step needs `shell: bash` here")
        script = self.substitute(step["run"])
        if re.search(r"\$\{?INPUT_", script):
            raise ActionError(f"step {number}: reads $INPUT_..., which composite actions do not get")
        step_env = {name: self.substitute(value) for name, value in (step.get("env") or {}).items()}
        directory = self.substitute(step.get("working-directory", self.workspace))
        if not os.path.isabs(directory):
            directory = os.path.join(self.workspace, directory)
        files = {name: os.path.join(self.temp, f"{name.lower()}-{number}") for name in ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH")}
        for path in files.values():
            open(path, "w").close()
        script_file = os.path.join(self.temp, f"step-{number}.sh")
        with open(script_file, "w", encoding="utf-8") as file:
            file.write(script)
        environment = dict(os.environ)
        environment.update(self.env)
        environment.update(
            {
                "CI": "true",
                "GITHUB_ACTIONS": "true",
                "GITHUB_WORKSPACE": self.workspace,
                "GITHUB_ACTION_PATH": self.action_dir,
                "RUNNER_TEMP": self.temp,
                **files,
            }
        )
        environment["PATH"] = os.pathsep.join(self.path_additions + [environment.get("PATH", "")])
        environment.update(step_env)
        print(f"##[group]Run {step.get('name', step.get('id', number))}", flush=True)
        print("##[endgroup]", flush=True)
        status = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script_file], cwd=directory, env=environment).returncode
        with open(files["GITHUB_OUTPUT"], encoding="utf-8") as file:
            outputs = parse_assignments(file.read())
        if "id" in step:
            self.steps[step["id"]] = outputs
        with open(files["GITHUB_ENV"], encoding="utf-8") as file:
            self.env.update(parse_assignments(file.read()))
        with open(files["GITHUB_PATH"], encoding="utf-8") as file:
            self.path_additions = [line for line in file.read().split("\n") if line] + self.path_additions
        return status

    def run(self):
        status = 0
        for number, step in enumerate(self.action["runs"].get("steps", []), start=1):
            status = self.run_step(number, step)
            if status != 0:
                print(f"##[error]Process completed with exit code {status}.", flush=True)
                break
        outputs = {
            name: self.substitute(spec.get("value", ""))
            for name, spec in (self.action.get("outputs", {}) or {}).items()
        }
        return status, {"status": status, "steps": self.steps, "outputs": outputs}


def main():
    parser = argparse.ArgumentParser(description="Run a composite action's run steps locally.")
    parser.add_argument("action_dir")
    parser.add_argument("--workspace", required=True)
    parser.add_argument("--input", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--summary")
    arguments = parser.parse_args()
    given = {}
    for assignment in arguments.input:
        name, _, value = assignment.partition("=")
        given[name] = value
    try:
        status, summary = Runner(arguments.action_dir, arguments.workspace, given).run()
    except ActionError as error:
        print(f"composite_action_runner: {error}", file=sys.stderr)
        return 99
    if arguments.summary:
        with open(arguments.summary, "w", encoding="utf-8") as file:
            json.dump(summary, file, indent=2)
    return status


if __name__ == "__main__":
    sys.exit(main())
