# cause: binary_op_distinct_symbolic_dims
# expect: R\.multiply\(s, mask\)
# capture: pytest
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def masked_scores():
    q_len = tirx.Var("q_len", "int64")
    k_len = tirx.Var("k_len", "int64")
    kv_len = tirx.Var("kv_len", "int64")
    s = relax.Var("s", R.Tensor((q_len, k_len), "float32"))
    mask = relax.Var("mask", R.Tensor((q_len, kv_len), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [s, mask]):
        with bb.dataflow():
            y = bb.emit(relax.op.multiply(s, mask))
            y = bb.emit_output(relax.op.nn.softmax(y))
        bb.emit_func_output(y)
    return bb.get()


def test_masked_scores():
    vm = relax.VirtualMachine(tvm.compile(masked_scores(), target="llvm"), tvm.cpu())
    s = np.zeros((3, 5), "float32")
    out = vm["main"](tvm.runtime.tensor(s), tvm.runtime.tensor(np.ones((3, 5), "float32")))
    assert out.shape == (3, 5)
