# cause: printer-invalid-identifier
# expect: SyntaxError
# capture: pytest
import pytest
import tvm
from tvm import relax


@pytest.mark.parametrize("name", ["x", "x.1", "from", "2x"])
def test_print_parse_roundtrip(name):
    bb = relax.BlockBuilder()
    v = relax.Var(name, relax.TensorType((3,), "float32"))
    with bb.function("main", [v]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.exp(v))
        bb.emit_func_output(y)
    mod = bb.get()
    tvm.ir.assert_structural_equal(mod, tvm.script.from_source(mod.script()), map_free_vars=True)
