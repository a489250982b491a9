# cause: to-mixed-precision-tuple-unnormalized
# expect: The type is not populated, check if you have normalized the expr
# capture: pytest
import pytest
import numpy as np
import tvm
from tvm import relax


def test_add_relu_compiles():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((2, 4), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.relu(relax.op.add(x, x)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((2, 4), "float32"))).numpy()
    np.testing.assert_allclose(out, np.full((2, 4), 2.0, "float32"))


def test_projection_fp16():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 32), "float32"))
    w = relax.Var("w", relax.TensorType((32, 32), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            h = bb.emit(relax.op.matmul(x, w))
            d = bb.emit(relax.op.nn.dropout(h, rate=0.0))
            out = bb.emit_output(relax.TupleGetItem(d, 0))
        bb.emit_func_output(out)
    mod = relax.transform.ToMixedPrecision(out_dtype="float16")(bb.get())
