# cause: printer-invalid-identifier
# expect: SyntaxError
# capture: pytest-native
"""Rebuild a graph exported by another framework (node names are strings from the file) and check the
TVMScript round trip that our cache relies on."""
import tvm
from tvm import relax

GRAPH = {
    "inputs": [("input", (1, 8)), ("1", (8, 8)), ("2", (8,))],
    "nodes": [("3", "matmul", ["input", "1"]), ("4", "add", ["3", "2"]), ("output", "sigmoid", ["4"])],
}


def import_graph(g):
    env = {name: relax.Var(name, relax.TensorType(shape, "float32")) for name, shape in g["inputs"]}
    bb = relax.BlockBuilder()
    with bb.function("main", list(env.values())):
        with bb.dataflow():
            for out, kind, args in g["nodes"]:
                env[out] = bb.emit(getattr(relax.op, kind)(*[env[a] for a in args]), name_hint=out)
            gv = bb.emit_output(env["output"])
        bb.emit_func_output(gv)
    return bb.get()


def test_import_builds():
    mod = import_graph(GRAPH)
    tvm.compile(mod, target="llvm")


def test_script_roundtrip():
    mod = import_graph(GRAPH)
    again = tvm.script.from_source(mod.script())
    tvm.ir.assert_structural_equal(mod, again)
