# cause: roundtrip-metadata-omitted
# expect: Undefined variable: metadata
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 2), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.op.matmul(x, relax.const(np.eye(2, dtype="float32") * 3)))
        bb.emit_func_output(y)
    return bb.get()


def test_archive_to_text():
    archived = tvm.ir.save_json(build())
    mod = tvm.ir.load_json(archived)
    text = mod.script(verbose_expr=True)
    again = tvm.script.from_source(text)
    tvm.ir.assert_structural_equal(mod, again)
