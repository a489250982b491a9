# cause: printer-stringtype-in-tuple
# expect: 'StringType' object has no attribute 'as_ty'
# capture: pytest-short
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 2), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.add(x, x))
        name = bb.emit(tvm.ir.StringImm("layer0"))
        out = bb.emit(relax.Tuple([y, name]))
        bb.emit_func_output(out)
    return bb.get()


def test_print_parse_roundtrip():
    mod = build()
    again = tvm.script.from_source(mod.script())
    tvm.ir.assert_structural_equal(mod, again)
