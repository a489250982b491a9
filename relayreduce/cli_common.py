"""What every command shares: the bad-input exception (one ``Error:`` line, exit 2), click's usage errors on
one line, the duration type, the ``--cluster`` option and the module options."""

from __future__ import annotations

import re
from contextlib import contextmanager

import click


class BadInput(click.ClickException):
    exit_code = 2


@contextmanager
def _usage_error_on_one_line():
    try:
        yield
    except click.exceptions.NoArgsIsHelpError:
        raise
    except click.UsageError as err:
        err.ctx = None  # without a context click prints the Error: line alone, not usage, hint and a blank line
        raise


class OneLineUsageErrors:
    """Click's usage errors (a value out of range, an unknown choice or option) are bad input like any other:
    one ``Error:`` line and exit 2. Mixed into the top-level group, and into a command run on its own
    (``python -m relayreduce.triage``)."""

    def make_context(self, *args, **kwargs):
        with _usage_error_on_one_line():
            return super().make_context(*args, **kwargs)

    def invoke(self, ctx):
        with _usage_error_on_one_line():
            return super().invoke(ctx)


class Duration(click.ParamType):
    """A wall-clock budget: '90s', '10m', '1h' or plain seconds, as float seconds. It must be positive, since
    a run with no time left still writes results, state and a report, unless ``zero_ok`` (0: skip the work)."""

    name = "duration"

    def __init__(self, zero_ok: bool = False):
        self.zero_ok = zero_ok

    def convert(self, value, param, ctx) -> float:
        if isinstance(value, float):
            return value
        units = {"s": 1, "m": 60, "h": 3600}
        text = str(value)
        try:
            seconds = float(text[:-1]) * units[text[-1]] if text and text[-1] in units else float(text)
        except ValueError:
            seconds = float("nan")
        if not (0 < seconds < float("inf") or (seconds == 0 and self.zero_ok)):
            self.fail(f"{text!r} is not a positive duration like 90s, 10m or 1h" + (" (or 0)" if self.zero_ok else ""),
                      param, ctx)
        return seconds


DURATION = Duration()


_SCHEDULER_ADDRESS = re.compile(r"^(tcp|tls)://[^/\s:]+:\d+$")
_LOCAL_CLUSTER = re.compile(r"^local:(\d+)$")
CLUSTER_FORMS = "tcp://HOST:PORT (a Dask scheduler) or local:N (start N local Dask workers)"


def local_workers(cluster: str) -> int | None:
    """N for ``local:N``, None for a scheduler address."""
    local = _LOCAL_CLUSTER.match(cluster)
    return int(local.group(1)) if local else None


def check_cluster(cluster: str | None) -> str | None:
    """BadInput unless ``cluster`` is None or has one of the accepted forms; checked before anything starts."""
    if cluster is not None and not (_SCHEDULER_ADDRESS.match(cluster) or local_workers(cluster)):
        raise BadInput(f"--cluster {cluster!r}: expected {CLUSTER_FORMS}")
    return cluster


def _cluster_callback(ctx, param, value: str | None) -> str | None:
    # Both checks before any work starts (loading seeds, importing TVM, writing results).
    if check_cluster(value) is not None:
        try:
            import distributed  # noqa: F401 - the optional extra
        except ImportError:
            raise BadInput("--cluster needs Dask: install the dask extra: pip install -e '.[dask]'") from None
    return value


cluster_option = click.option(
    "--cluster", default=None, metavar="ADDR", callback=_cluster_callback,
    help=f"Run the sandboxed tasks on Dask: {CLUSTER_FORMS}. Needs pip install -e '.[dask]'.")


# Oracles and pipelines a user's own module can be judged by (cpu-gpu needs two devices; wellformed and
# roundtrip judge the printer and parser, not a module's build).
MODULE_ORACLES = ("compile", "reference", "opt-diff", "passes")

def option_group(options: list):
    """One decorator that applies several click options, listed in the order --help shows them (several
    commands share a group: fuzz and campaign, minimize and minimize-all, minimize and import)."""

    def apply(fn):
        for option in reversed(options):
            fn = option(fn)
        return fn

    return apply


_module_options = [
    click.option("--oracle", type=click.Choice(MODULE_ORACLES), default="compile", show_default=True,
                 help="What failing means for a module file: compile (builds and runs), reference (agrees with "
                      "NumPy), opt-diff (optimized build agrees with plain), passes (--passes keep the result)."),
    click.option("--target", type=click.Choice(["llvm", "cuda"]), default="llvm", show_default=True),
    click.option("--pipeline", type=click.Choice(["default", "optimized"]), default="default", show_default=True,
                 help="Relax pipeline of the build: optimized first runs TVM's zero pipeline."),
    click.option("--passes", default="", help="Relax passes applied before the build, e.g. FoldConstant,FuseOps."),
    click.option("--inputs", "inputs_npz", type=click.Path(dir_okay=False),
                 help="Inputs as .npz (by parameter name, or in order); default: drawn within each op's domain."),
]


module_options = option_group(_module_options)


def module_case(path, oracle: str, target: str, pipeline: str, passes: str, inputs_npz, require_target: bool):
    """The case for a module file under the module options; BadInput for anything wrong with them."""
    from . import tvm_adapter
    from .case import OracleSpec
    from .module_input import ModuleInputError, load_module_case
    from .oracles import missing_device

    names = tuple(p.strip() for p in passes.split(",") if p.strip())
    unknown = [n for n in names if not tvm_adapter.is_relax_pass(n)]
    if unknown:
        raise BadInput(f"unknown Relax pass(es): {', '.join(unknown)}")
    if oracle == "passes" and not names:
        raise BadInput("--oracle passes needs --passes")
    spec = OracleSpec(oracle, target, pipeline, names)
    missing = require_target and missing_device(spec, "use --target llvm, or run this on a machine with one")
    if missing:
        raise BadInput(missing)
    try:
        return load_module_case(path, spec, inputs_npz)
    except ModuleInputError as err:
        raise BadInput(str(err)) from None
