"""Type-directed program generation, after the RFC for type-directed Relay fuzzing.

Generation runs the typing rules backwards. To make a value of type T under a fuel budget it picks one of:
- reuse an in-scope variable of type T (programs become graphs, not trees);
- a leaf: a new parameter of type T, or a constant when T is static;
- an op call: an op whose recognizer accepts T, whose solver picks argument types and attributes, and
  whose arguments are generated recursively with the remaining fuel;
- a tuple-get-item from a tuple holding T, an if/else whose branches both make T, or a call to a new
  helper function returning T.

Every choice is type-correct by construction; the checker runs once at the end as a guard, and a program
it rejects (a rare solver gap) is regenerated from the next seed. ``TypedGenerator`` is meant to be
subclassed: a new policy overrides ``choose_construct``, ``choose_op`` or ``target_type`` and keeps the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from relayreduce.inputs import DEFAULT_DOMAIN
from relayreduce.ir import check
from relayreduce.ir.expr import (Atom, Binding, Block, Call, CallFunc, Const, Function, If, Module, SeqExpr, Tuple,
                                 TupleGetItem, Var)
from relayreduce.ir.types import IRTypeError, TensorType, TupleType, Type, is_float
from relayreduce.known_bugs import covering
from relayreduce.ops.spec import Domain, OpSpec

from .coverage import Coverage
from .inputs import param_domains
from .policy import Policy

MAX_ATTEMPTS = 20


class GenerationError(RuntimeError):
    pass


@dataclass
class _Scope:
    """Bindings being emitted at one nesting level, and the variables visible there."""

    bindings: list
    visible: dict  # Type -> list[Var]

    def child(self) -> "_Scope":
        return _Scope([], {t: list(vs) for t, vs in self.visible.items()})

    def add(self, var: Var) -> None:
        self.visible.setdefault(var.type, []).append(var)


class _FunctionGen:
    def __init__(self, gen: "TypedGenerator", name: str):
        self.gen = gen
        self.name = name
        self.params: list[Var] = []
        self.count = 0
        self.root = _Scope([], {})

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def bind(self, scope: _Scope, value, t: Type, prefix: str = "v") -> Var:
        var = Var(self.fresh(prefix), t)
        scope.bindings.append(Binding(var, value))
        scope.add(var)
        return var

    # -- values of a type --------------------------------------------------------------------------

    def value(self, t: Type, fuel: int, scope: _Scope) -> Atom:
        gen = self.gen
        reusable = scope.visible.get(t)
        if reusable and (fuel <= 0 or gen.sampler.coin(gen.policy.reuse_rate)):
            return gen.sampler.choice(reusable)
        if fuel <= 0:
            return self.leaf(t, scope)
        construct = gen.choose_construct(t, fuel, self)
        made = getattr(self, f"make_{construct}")(t, fuel, scope)
        return made if made is not None else self.leaf(t, scope)

    def leaf(self, t: Type, scope: _Scope, domain: Domain = DEFAULT_DOMAIN) -> Atom:
        gen = self.gen
        static = isinstance(t, TensorType) and t.is_static
        if static and (len(self.params) >= gen.policy.max_params or gen.sampler.coin(gen.policy.const_rate)):
            return Const(domain.draw(gen.sampler.rng, t.shape, t.dtype))
        if isinstance(t, TupleType):
            return self.bind(scope, Tuple(tuple(self.leaf(f, scope) for f in t.fields)), t, "t")
        var = Var(f"p{len(self.params)}", t)
        self.params.append(var)
        self.root.add(var)
        if scope is not self.root:
            scope.add(var)
        return var

    def needs_domain_leaf(self, domain: Domain, t: Type) -> bool:
        """Arguments with a restricted domain (log's positives, take's in-range indices) mostly come straight
        from leaves drawn in that domain, so the reference stays defined; integer ones always do, since an
        out-of-range index or a zero divisor is undefined behaviour, not just inaccuracy."""
        return domain.restricts and isinstance(t, TensorType) and (
            not is_float(t.dtype) or self.gen.sampler.coin(self.gen.policy.domain_leaf_rate))

    def restricted(self, domain: Domain, t: Type, fuel: int, scope: _Scope) -> Atom:
        if self.needs_domain_leaf(domain, t):
            return self.leaf(t, scope, domain)
        return self.guarded(domain, self.value(t, fuel, scope), scope)

    def guarded(self, domain: Domain, value: Atom, scope: _Scope) -> Atom:
        """A computed float argument with a restricted domain passes through clip into that domain, the way
        models guard their logs and roots; without it the reference would often be NaN."""
        t = value.type
        if not (domain.restricts and isinstance(t, TensorType) and is_float(t.dtype)) or "clip" not in self.gen.enabled:
            return value
        low = domain.low_magnitude if domain.nonzero and domain.low < domain.low_magnitude else domain.low
        return self.bind(scope, Call("clip", (value,), {"min": float(low), "max": float(domain.high)}), t)

    def make_op(self, t: Type, fuel: int, scope: _Scope) -> Atom | None:
        gen = self.gen
        for spec in gen.candidate_ops(t):
            instance = spec.solve(t, gen.sampler)
            # a limitation's instances always fail, by TVM's design: a program with one finds no bug
            if instance is None or any(gen.policy.avoid_known_bugs or bug.limitation
                                       for bug in covering(spec.name, instance.args, instance.attrs)):
                continue
            from_domain = [self.needs_domain_leaf(spec.domain(k), at) for k, at in enumerate(instance.args)]
            shares = iter(gen.split_fuel(fuel - 1, from_domain.count(False)))
            args = tuple(self.leaf(at, scope, spec.domain(k)) if leaf
                         else self.guarded(spec.domain(k), self.value(at, next(shares), scope), scope)
                         for k, (at, leaf) in enumerate(zip(instance.args, from_domain)))
            call = Call(spec.name, args, instance.attrs)
            try:
                if spec.check([a.type for a in args], call.attr_dict) != t:
                    continue
            except IRTypeError:
                continue
            return self.bind(scope, call, t)
        return None

    def make_tuple(self, t: Type, fuel: int, scope: _Scope) -> Atom | None:
        """T as a field of a tuple: either an op producing a tuple (split, batch_norm) or a literal tuple."""
        gen = self.gen
        k = gen.sampler.integer(2, 3)
        index = gen.sampler.integer(0, k - 1)
        tuple_type = TupleType((t,) * k)
        producer = self.make_op(tuple_type, fuel, scope) if gen.candidate_ops(tuple_type) else None
        if producer is None:
            shares = gen.split_fuel(fuel - 1, k)
            fields = tuple(self.value(t, f, scope) for f in shares)
            producer = self.bind(scope, Tuple(fields), tuple_type, "t")
        return self.bind(scope, TupleGetItem(producer, index), t)

    def make_if(self, t: Type, fuel: int, scope: _Scope) -> Atom | None:
        if scope is not self.root:
            return None  # keep nesting shallow: one level of if/else per function
        cond_fuel, then_fuel, else_fuel = self.gen.split_fuel(fuel - 1, 3)
        cond = self.value(TensorType((), "bool"), cond_fuel, scope)
        branches = []
        for branch_fuel in (then_fuel, else_fuel):
            inner = scope.child()
            result = self.value(t, branch_fuel, inner)
            blocks = (Block(tuple(inner.bindings), False),) if inner.bindings else ()
            branches.append(SeqExpr(blocks, result))
        return self.bind(scope, If(cond, branches[0], branches[1]), t, "c")

    def make_call(self, t: Type, fuel: int, scope: _Scope) -> Atom | None:
        helper = self.gen.helper_function(t, fuel - 1)
        if helper is None:
            return None
        shares = self.gen.split_fuel(max(fuel - 1 - self.gen.size_of(helper), 0), len(helper.params))
        # A helper parameter that feeds a restricted-domain argument is fed like that argument would be.
        domains = param_domains(self.gen.functions)
        args = tuple(self.restricted(domains[(helper.name, p.name)], p.type, f, scope)
                     if (helper.name, p.name) in domains else self.value(p.type, f, scope)
                     for p, f in zip(helper.params, shares))
        return self.bind(scope, CallFunc(helper.name, args), t, "f")

    def finish(self, result: Atom, ret: Type) -> Function:
        return Function(self.name, tuple(self.params), self.gen.group_blocks(self.root.bindings, result), ret)


class TypedGenerator:
    """Generates well-typed modules; one instance is one reproducible stream of programs."""

    def __init__(self, policy: Policy | None = None, seed: int = 0, coverage: Coverage | None = None):
        self.policy = policy or Policy()
        self.seed = seed
        self.coverage = coverage if coverage is not None else Coverage()
        self.specs = self.policy.enabled_ops()
        if not self.specs:
            raise GenerationError("the policy enables no ops")
        self._weights = {s.name: self.policy.weight(s) for s in self.specs}
        self._recognized: dict[Type, list[OpSpec]] = {}
        self.enabled = {s.name for s in self.specs}
        self.attempts = 0

    # -- the overridable choices -------------------------------------------------------------------

    def target_type(self) -> Type:
        """The type of the program's result."""
        return self.sampler.tensor(self.policy.dtypes, min_rank=1, symbolic=True)

    def choose_construct(self, t: Type, fuel: int, fgen: _FunctionGen) -> str:
        p = self.policy
        r = self.sampler.rng.random()
        if r < p.if_rate and isinstance(t, TensorType):
            return "if"
        if r < p.if_rate + p.call_rate and self.helper_count < p.max_functions - 1 and fuel > 2:
            return "call"
        if r < p.if_rate + p.call_rate + p.tuple_rate:
            return "tuple"
        return "op"

    def choose_op(self, candidates: list[OpSpec], t: Type) -> list[OpSpec]:
        """Candidates in the order to try them: weighted by policy and coverage novelty, without replacement."""
        weights = np.array([self._weights[s.name] * self.coverage.novelty(s.name, t) ** self.policy.coverage_bias
                            for s in candidates], dtype=float)
        if weights.sum() <= 0:
            return []
        order = self.sampler.rng.choice(len(candidates), size=len(candidates), replace=False,
                                        p=weights / weights.sum())
        return [candidates[i] for i in order]

    # -- machinery ---------------------------------------------------------------------------------

    def candidate_ops(self, t: Type) -> list[OpSpec]:
        # Recognizers are pure functions of the type, and the same types recur constantly: cache them.
        if t not in self._recognized:
            self._recognized[t] = [s for s in self.specs if s.recognize(t)]
        return self.choose_op(self._recognized[t], t)

    def split_fuel(self, fuel: int, parts: int) -> list[int]:
        """Divide fuel among ``parts`` arguments at random (the first argument tends to get more)."""
        if parts <= 0:
            return []
        if fuel <= 0:
            return [0] * parts
        cuts = sorted(self.sampler.integer(0, fuel) for _ in range(parts - 1))
        return [b - a for a, b in zip([0] + cuts, cuts + [fuel])]

    def size_of(self, fn: Function) -> int:
        from relayreduce.ir.expr import walk_seq

        return sum(isinstance(b.value, Call) for b in walk_seq(fn.body))

    def group_blocks(self, bindings: list[Binding], result: Atom) -> SeqExpr:
        """Runs of plain bindings become dataflow blocks (mostly); if/else bindings stay outside them."""
        blocks: list[Block] = []
        run: list[Binding] = []
        dataflow = self.sampler.coin(self.policy.dataflow_rate)
        for b in bindings:
            if isinstance(b.value, If):
                if run:
                    blocks.append(Block(tuple(run), dataflow))
                    run = []
                blocks.append(Block((b,), False))
                dataflow = self.sampler.coin(self.policy.dataflow_rate)
            else:
                run.append(b)
        if run:
            blocks.append(Block(tuple(run), dataflow))
        return SeqExpr(tuple(blocks), result)

    def helper_function(self, t: Type, fuel: int) -> Function | None:
        self.helper_count += 1  # counted, not len(functions): helpers made while making one need new names
        name = f"f{self.helper_count}"
        fgen = _FunctionGen(self, name)
        result = fgen.value(t, max(fuel // 2, 1), fgen.root)
        if not fgen.params:
            return None  # a helper without parameters computes a constant: not worth a function
        fn = fgen.finish(result, t)
        self.functions.append(fn)
        return fn

    def _generate_once(self, seed: int) -> Module:
        self.sampler = self.policy.sampler(seed)
        self.functions: list[Function] = []
        self.helper_count = 0
        fgen = _FunctionGen(self, "main")
        t = self.target_type()
        result = fgen.value(t, self.policy.max_ops, fgen.root)
        if isinstance(result, Const) or not fgen.params:
            raise IRTypeError("the program computes a constant")
        main = fgen.finish(result, t)
        return Module(tuple(self.functions) + (main,), "main")

    def generate(self, index: int) -> Module:
        """Program number ``index`` of this generator's stream: the same (policy, seed, index), the same program."""
        for attempt in range(MAX_ATTEMPTS):
            self.attempts += 1
            try:
                seed = int(np.random.SeedSequence([self.seed, index, attempt]).generate_state(1)[0])
                module = self._generate_once(seed)
                check(module)
            except IRTypeError:
                continue
            self.coverage.record(module)
            return module
        raise GenerationError(f"no well-typed program after {MAX_ATTEMPTS} attempts (seed {self.seed}, #{index})")

    def __iter__(self):
        index = 0
        while True:
            yield self.generate(index)
            index += 1
