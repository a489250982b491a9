"""Mutation: new programs from old ones, and new pass sequences from old ones (Tzer-style).

- ``replace_subexpression``: a random op-call binding gets a freshly generated value of the same type,
  built from the variables in scope at that point, so the rest of the program is untouched and the result
  type-checks. It works on any module in the IR, including users' modules imported from TVMScript.
- ``mutate_passes``: insert, delete, swap or replace passes in a sequence.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from relayreduce.case import Case
from relayreduce.inputs import random_inputs
from relayreduce.ir import check
from relayreduce.ir.expr import Binding, Block, Call, Function, Module, OpaqueCall, SeqExpr
from relayreduce.ir.types import IRTypeError

from .inputs import value_domains
from .policy import Policy
from .typed import TypedGenerator, _FunctionGen, _Scope

MAX_TRIES = 10


class _MutationGen(TypedGenerator):
    """Generation inside an existing function: no new helpers, and if/else only outside dataflow blocks."""

    def __init__(self, policy: Policy, seed: int, allow_if: bool):
        # No new symbolic dims either: the function's parameters must keep defining every symbol it uses.
        super().__init__(dataclasses.replace(policy, call_rate=0.0, if_rate=policy.if_rate if allow_if else 0.0,
                                             symbolic_rate=0.0), seed)
        self.functions, self.helper_count = [], 0
        self.sampler = self.policy.sampler(seed)


def _mutable_sites(fn: Function, restricted: dict) -> list[tuple[int, int]]:
    """Op-call bindings whose value may change freely: not those feeding a restricted-domain argument
    (a divisor, an index), where a fresh value could be a zero or out of range."""
    return [(bi, i) for bi, block in enumerate(fn.body.blocks) for i, b in enumerate(block.bindings)
            if isinstance(b.value, (Call, OpaqueCall)) and (fn.name, b.var.name) not in restricted]


def replace_subexpression(module: Module, seed: int, policy: Policy | None = None, fuel: int = 3) -> Module | None:
    """A mutant of ``module`` with one op call regenerated, or None when no valid mutant was found."""
    policy = policy or Policy()
    rng = np.random.default_rng(seed)
    restricted = value_domains(module.functions)
    for attempt in range(MAX_TRIES):
        fn = module.functions[int(rng.integers(len(module.functions)))]
        sites = _mutable_sites(fn, restricted)
        if not sites:
            continue
        bi, i = sites[int(rng.integers(len(sites)))]
        mutant = _regenerate(module, fn, bi, i, policy, int(rng.integers(2**31)), fuel)
        if mutant is None or mutant == module:
            continue
        try:
            check(mutant)
        except IRTypeError:
            continue
        return mutant
    return None


def _regenerate(module: Module, fn: Function, bi: int, i: int, policy: Policy, seed: int, fuel: int) -> Module | None:
    block = fn.body.blocks[bi]
    target = block.bindings[i]
    gen = _MutationGen(policy, seed, allow_if=not block.dataflow)
    fgen = _FunctionGen(gen, fn.name)
    fgen.params = list(fn.params)
    fgen.count = sum(1 for _ in fn.body.bindings()) + 1000  # fresh names cannot collide with existing ones
    earlier = list(fn.params) + [b.var for blk in fn.body.blocks[:bi] for b in blk.bindings]
    earlier += [b.var for b in block.bindings[:i]]
    scope = _Scope([], {})
    for var in earlier:
        scope.add(var)
    fgen.root = scope
    # Start with an op call: plain reuse at the top would only alias an existing value.
    value = fgen.make_op(target.var.type, fuel, scope) or fgen.value(target.var.type, fuel, scope)
    if fn.name != module.entry and len(fgen.params) != len(fn.params):
        return None  # a helper's signature is fixed by its callers
    new_bindings = list(scope.bindings)
    if new_bindings and new_bindings[-1].var == value:
        new_bindings[-1] = Binding(target.var, new_bindings[-1].value)
    else:
        new_bindings.append(Binding(target.var, value))
    bindings = block.bindings[:i] + tuple(new_bindings) + block.bindings[i + 1:]
    blocks = fn.body.blocks[:bi] + (Block(bindings, block.dataflow),) + fn.body.blocks[bi + 1:]
    mutated = dataclasses.replace(fn, params=tuple(fgen.params), body=SeqExpr(blocks, fn.body.result))
    return module.replace_function(mutated)


def mutate_case(case: Case, seed: int, policy: Policy | None = None) -> Case | None:
    """A mutant case: new program (inputs extended for any new entry parameters), same oracle."""
    program = replace_subexpression(case.program, seed, policy)
    if program is None:
        return None
    inputs = list(case.input_arrays)
    if len(program.main.params) > len(inputs):
        fresh = random_inputs(program.main, seed)
        inputs += fresh[len(inputs):]
    return dataclasses.replace(case, program=program, inputs=tuple(inputs), seed=seed, origin=f"mutant:{seed}")


def mutate_passes(passes: tuple[str, ...], rng: np.random.Generator, available: tuple[str, ...]) -> tuple[str, ...]:
    """One edit to a pass sequence: insert, delete, swap two, or replace one."""
    passes = list(passes)
    edits = ["insert"] + (["delete", "replace"] if passes else []) + (["swap"] if len(passes) > 1 else [])
    edit = edits[int(rng.integers(len(edits)))]
    pick = lambda: available[int(rng.integers(len(available)))]  # noqa: E731
    if edit == "insert":
        passes.insert(int(rng.integers(len(passes) + 1)), pick())
    elif edit == "delete":
        del passes[int(rng.integers(len(passes)))]
    elif edit == "replace":
        passes[int(rng.integers(len(passes)))] = pick()
    else:
        a, b = rng.choice(len(passes), size=2, replace=False)
        passes[a], passes[b] = passes[b], passes[a]
    return tuple(passes)


def random_passes(rng: np.random.Generator, available: tuple[str, ...], edits: int = 4) -> tuple[str, ...]:
    """A non-empty pass sequence made by a few random edits of the empty one."""
    passes: tuple[str, ...] = ()
    for _ in range(edits):
        passes = mutate_passes(passes, rng, available)
    return passes or mutate_passes(passes, rng, available)


__all__ = ["mutate_case", "mutate_passes", "random_passes", "replace_subexpression"]
