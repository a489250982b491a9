# cause: sort_unsupported_dtype
# expect: Unsupported input dtype: (bool|int8|uint8)
# capture: pytest-native
import multiprocessing as mp
import numpy as np


def _sort_u8(n):
    import tvm
    from tvm import relax
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((n,), "uint8"))
    with bb.function("main", [x]):
        bb.emit_func_output(bb.emit(relax.op.sort(x)))
    vm = relax.VirtualMachine(tvm.compile(bb.get(), "llvm"), tvm.cpu())
    return vm["main"](tvm.runtime.tensor(np.arange(n, 0, -1).astype("uint8"))).numpy().tolist()


def test_sort_uint8_in_pool():
    with mp.Pool(2) as pool:
        res = pool.map(_sort_u8, [4, 5])
    assert res[0] == [1, 2, 3, 4]
