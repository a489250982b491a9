"""Check op entries against real TVM: inferred types, compiled results and solver output.

An entry is trusted only when, over many sampled instances, (1) our relation gives the type TVM infers,
(2) TVM's compiled result equals our NumPy reference on inputs from the op's domain, and (3) every output
type the entry recognizes is solved back into inputs that TVM accepts and types the same way. The test
suite runs this for every registered op; ``relayreduce check-ops`` runs it on demand.

Instances are batched: one Relax module holds one function per instance, so a hundred instances cost one
compile, not a hundred.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from .ir import expr as E
from .ir.types import IRTypeError, TensorType, Type, symbols_of
from .known_bugs import HIGH_SHARE, KnownBug, known_bugs
from .oracles import tolerance
from .ops.spec import Instance, OpSpec, Sampler


@dataclass(frozen=True)
class Problem:
    """One thing a check found wrong. ``instance`` is the op use it concerns (None for the whole batch):
    known bugs are matched against it, not against the text alone."""

    name: str
    stage: str
    text: str
    instance: Instance | None = None

    def __str__(self) -> str:
        return f"{self.name} [{self.stage}]: {self.text}"


@dataclass
class OpReport:
    op: str
    instances: int = 0
    problems: list[Problem] = field(default_factory=list)
    #: Instances whose compiled result was compared with the reference value by value.
    compared: set[str] = field(default_factory=set)
    _explanations: dict = field(default_factory=dict, repr=False)  # id(problem) -> KnownBug or None

    def add(self, name: str, stage: str, text: str, instance: Instance | None = None) -> None:
        self.problems.append(Problem(name, stage, text, instance))

    def explaining(self, problem: Problem) -> KnownBug | None:
        """The known bug that waives ``problem``; each problem is matched once, however often it is asked."""
        if id(problem) not in self._explanations:
            inst = problem.instance
            self._explanations[id(problem)] = None if inst is None else next(
                (bug for bug in known_bugs()
                 if bug.explains(self.op, problem.stage, problem.text, inst.args, inst.attrs)), None)
        return self._explanations[id(problem)]

    @property
    def unexpected(self) -> list[Problem]:
        """Problems no known TVM bug explains: defects in the entry (or new TVM bugs)."""
        return [p for p in self.problems if self.explaining(p) is None]

    @property
    def waived(self) -> dict[str, KnownBug]:
        """Instance name -> the known bug that explains its problem."""
        found = {}
        for problem in self.problems:
            bug = self.explaining(problem)
            if bug is not None:
                found.setdefault(problem.name, bug)
        return found

    @property
    def waived_share(self) -> float:
        """Share of the sampled instances ("f"), not the solver's, that some known bug waives."""
        sampled = [name for name in self.waived if name.startswith("f")]
        return len(sampled) / self.instances if self.instances else 0.0

    @property
    def stale_bugs(self) -> list[KnownBug]:
        """Known bugs for this op that no longer reproduce."""
        hit = {id(self.explaining(p)) for p in self.problems}
        return [bug for bug in known_bugs() if bug.op == self.op and id(bug) not in hit]

    @property
    def share_unexplained(self) -> bool:
        """Known bugs waive more than HIGH_SHARE of the sampled instances, and none of them says why."""
        return self.waived_share > HIGH_SHARE and not any(bug.share_note for bug in self.waived.values())

    @property
    def ok(self) -> bool:
        return not self.unexpected and not self.stale_bugs and not self.share_unexplained

    def __str__(self) -> str:
        head = (f"{self.op}: {self.instances} instances, {len(self.compared)} compared by value, "
                f"{len(self.unexpected)} problem(s), {len(self.waived)} waived as known TVM bugs "
                f"({self.waived_share:.0%} of the sampled instances)")
        lines = [head] + [str(p) for p in self.unexpected[:10]]
        by_bug: dict[int, list[str]] = {}
        for name, bug in self.waived.items():
            by_bug.setdefault(id(bug), []).append(name)
        lines += [f"waived ({bug.when}): {' '.join(by_bug[id(bug)])}" for bug in known_bugs() if id(bug) in by_bug]
        lines += [f"known bug no longer reproduces: {bug.note}" for bug in self.stale_bugs]
        if self.share_unexplained:
            lines.append(f"known bugs waive over {HIGH_SHARE:.0%} of the instances and no entry's share_note says why")
        return "\n  ".join(lines)


def sample_instances(spec: OpSpec, count: int, seed: int = 0, symbolic_rate: float = 0.25) -> list[Instance]:
    """``count`` seeded instances; each comes from its own seed so one can be replayed alone."""
    return [spec.sample(Sampler.seeded(seed * 100_003 + i, symbolic_rate=symbolic_rate,
                                       dtypes=("float32", "float64", "float16", "int32", "int64", "int8",
                                               "uint8", "int16", "bool")))
            for i in range(count)]


def instance_function(spec: OpSpec, inst: Instance, name: str, out_type: Type) -> E.Function:
    params = tuple(E.Var(f"x{i}", t) for i, t in enumerate(inst.args))
    result = E.Var("r", out_type)
    body = E.SeqExpr((E.Block((E.Binding(result, E.Call(spec.name, params, inst.attrs)),)),), result)
    return E.Function(name, params, body, out_type)


def _concrete(t: TensorType, binding: dict) -> tuple[int, ...]:
    return tuple(d if isinstance(d, int) else binding[d] for d in t.shape)


def describe(inst: Instance) -> str:
    return f"({', '.join(map(str, inst.args))}) {inst.attrs}"


def _compare(got, want, growth: float) -> tuple[str, str] | None:
    """(stage, text) of the first way ``got`` differs from the reference ``want``, or None. Floats get the
    oracles' tolerance for a one-op program (relayreduce/oracles/tolerance.py): the per-op tolerance, widened
    for ops that fold many elements into one."""
    if isinstance(want, tuple):
        if not isinstance(got, tuple) or len(got) != len(want):
            return "result-type", f"result arity differs ({type(got).__name__} vs {len(want)} fields)"
        return next((found for found in (_compare(g, w, growth) for g, w in zip(got, want)) if found), None)
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape or got.dtype != want.dtype:
        return "result-type", f"result {got.dtype}{list(got.shape)} but reference {want.dtype}{list(want.shape)}"
    g64, w64 = got.astype(np.float64), want.astype(np.float64)
    error = np.abs(g64 - w64)
    limit = tolerance.allowed(w64, str(want.dtype), growth) if want.dtype.kind == "f" else np.zeros_like(w64)
    if not np.all(error <= limit):  # NaN on either side is never within tolerance
        rtol, atol = tolerance.per_op_tolerance(str(want.dtype))
        worst = np.max(np.where(np.isnan(error), np.inf, error))
        return "values", f"max abs error {worst:.3g} exceeds tolerance (rtol={rtol:g}, atol={atol:g}, growth {growth:.2g})"
    return None


class OpChecker:
    """Runs the three checks for one op over a batch of instances."""

    def __init__(self, spec: OpSpec, target: str = "llvm"):
        from . import tvm_adapter

        self.adapter = tvm_adapter
        self.spec = spec
        self.target = target

    def _typed_functions(self, instances, prefix: str, report: OpReport):
        functions = []
        for i, inst in enumerate(instances):
            try:
                out = self.spec.check(inst.args, inst.attrs)
            except IRTypeError as err:
                report.add(f"{prefix}{i}", "sampler", f"sampler produced an instance our relation rejects: {err}")
                continue
            functions.append((i, inst, out, instance_function(self.spec, inst, f"{prefix}{i}", out)))
        return functions

    def _lower(self, functions, report: OpReport):
        """Lower all instance functions at once; on failure, find the culprits one by one."""
        try:
            return self.adapter.lower(E.Module(tuple(f for *_, f in functions), functions[0][3].name)), functions
        except Exception:
            kept = []
            for item in functions:
                fn, inst = item[3], item[1]
                try:
                    self.adapter.lower(E.Module((fn,), fn.name))
                    kept.append(item)
                except Exception as err:
                    report.add(fn.name, "rejects", f"TVM rejects {describe(inst)}: "
                               f"{str(err).strip().splitlines()[-1]}", inst)
            if not kept:
                return None, []
            return self.adapter.lower(E.Module(tuple(f for *_, f in kept), kept[0][3].name)), kept

    def check_types(self, instances, prefix: str, report: OpReport):
        functions = self._typed_functions(instances, prefix, report)
        if not functions:
            return None, []
        irmod, functions = self._lower(functions, report)
        if irmod is None:
            return None, []
        self._check_roundtrip(irmod, functions, report)
        tvm_types = self.adapter.tvm_types(irmod)
        for i, inst, out, fn in functions:
            theirs = tvm_types[(fn.name, "r")]
            if theirs != out:
                report.add(fn.name, "types", f"we infer {out}, TVM infers {theirs} for {describe(inst)}", inst)
        return irmod, functions

    def _check_roundtrip(self, irmod, functions, report: OpReport) -> None:
        """Importing the lowered batch back must give every instance function unchanged."""
        try:
            back = {fn.name: fn for fn in self.adapter.import_module(irmod).functions}
        except Exception as err:
            report.add("batch", "roundtrip", f"import of the lowered batch failed: {err}")
            return
        for i, inst, out, fn in functions:
            if back.get(fn.name) != fn:
                got = back.get(fn.name)
                value = got.body.blocks[0].bindings[0].value if got and got.body.blocks else None
                report.add(fn.name, "roundtrip", f"IR -> Relax -> IR is not the identity; came back as {value}",
                           inst)

    def _build(self, irmod, functions, report: OpReport):
        """Compile the batch; when TVM fails, compile each instance alone so each failure is attributed."""
        try:
            executable = self.adapter.build(irmod, self.target)
            return {fn.name: executable for *_, fn in functions}
        except Exception:
            built = {}
            for i, inst, out, fn in functions:
                try:
                    built[fn.name] = self.adapter.build(self.adapter.lower(E.Module((fn,), fn.name)), self.target)
                except Exception as err:
                    report.add(fn.name, "compile", f"TVM fails to compile {describe(inst)}: "
                               f"{str(err).strip().splitlines()[-1][:200]}", inst)
            return built

    def check_results(self, irmod, functions, seed: int, report: OpReport) -> None:
        executables = self._build(irmod, functions, report)
        for i, inst, out, fn in functions:
            if fn.name not in executables:
                continue
            executable = executables[fn.name]
            rng = np.random.default_rng(seed * 7919 + i)
            symbols = sorted({s for t in inst.args for d in t.shape for s in symbols_of(d)})
            binding = {s: int(rng.integers(1, 5)) for s in symbols}
            inputs = [self.spec.domain(k).draw(rng, _concrete(t, binding), t.dtype) for k, t in enumerate(inst.args)]
            want = self.spec.reference(inputs, inst.attrs)
            try:
                got = self.adapter.run_executable(executable, inputs, self.target, entry=fn.name)
            except Exception as err:
                report.add(fn.name, "run", f"running failed on {describe(inst)}: "
                           f"{str(err).strip().splitlines()[-1]}", inst)
                continue
            difference = _compare(got, want, tolerance.growth(E.Module((fn,), fn.name), inputs))
            if difference is None:
                report.compared.add(fn.name)
            else:
                report.add(fn.name, difference[0], f"{difference[1]} for {describe(inst)}", inst)

    def check_solver(self, instances, seed: int, report: OpReport) -> list[Instance]:
        solved = []
        for i, inst in enumerate(instances):
            try:
                out = self.spec.check(inst.args, inst.attrs)
            except IRTypeError:
                continue
            if not self.spec.recognize(out):
                report.add(f"s{i}", "solver", f"recognize rejects {out}, which the op itself produced")
                continue
            sol = self.spec.solve(out, Sampler.seeded(seed * 31 + i, symbolic_rate=0.25))
            if sol is None:
                report.add(f"s{i}", "solver", f"solve gave up on recognized type {out}")
                continue
            try:
                again = self.spec.check(sol.args, sol.attrs)
            except IRTypeError as err:
                report.add(f"s{i}", "solver", f"solver instance is ill-typed: {err}")
                continue
            if again != out:
                report.add(f"s{i}", "solver", f"solver aimed at {out} but its instance gives {again}")
                continue
            solved.append(sol)
        return solved

    def run(self, count: int = 100, seed: int = 0, execute: bool = True) -> OpReport:
        report = OpReport(self.spec.name)
        instances = sample_instances(self.spec, count, seed)
        report.instances = len(instances)
        irmod, functions = self.check_types(instances, "f", report)
        if execute and irmod is not None:
            self.check_results(irmod, functions, seed, report)
        solved = self.check_solver(instances, seed, report)
        if solved:
            self.check_types(solved, "s", report)
        return report
