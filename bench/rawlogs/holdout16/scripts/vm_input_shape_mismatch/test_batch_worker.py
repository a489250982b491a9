# cause: vm_input_shape_mismatch
# expect: match_cast error,\s+shape\[\d\] mismatch to specified constant
# capture: pytest-short
from concurrent.futures import ProcessPoolExecutor
import numpy as np


def _infer(batch):
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 10), "float32"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.nn.softmax(x)))
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    return vm["main"](tvm.runtime.tensor(np.zeros((batch, 10), "float32"))).numpy().shape


def test_batched_inference_in_worker():
    with ProcessPoolExecutor(1) as pool:
        assert pool.submit(_infer, 4).result() == (4, 10)
