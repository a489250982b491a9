# cause: mixed_precision_tuple_get_item_output
# expect: GetType|type is not populated
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def model():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 16), "float32"))
    w = relax.Var("w", relax.TensorType((16, 10), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            logits = bb.emit(relax.op.matmul(x, w))
            top = bb.emit(relax.op.topk(logits, k=3, axis=-1))
            scores = bb.emit_output(relax.TupleGetItem(top, 0))
        bb.emit_func_output(scores)
    return bb.get()


def test_amp_then_build():
    mod = tvm.transform.Sequential([
        relax.transform.ToMixedPrecision(out_dtype="float32"),
        relax.transform.LegalizeOps(),
    ])(model())
    tvm.compile(mod, target="llvm")
