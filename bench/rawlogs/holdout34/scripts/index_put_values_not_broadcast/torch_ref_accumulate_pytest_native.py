# cause: index_put_values_not_broadcast
# expect: AssertionError|Mismatched elements
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax

import torch


def run_tvm(x, idx, vals, accumulate):
    bb = relax.BlockBuilder()
    xv = relax.Var("x", relax.TensorType(x.shape, "float32"))
    iv = [relax.Var(f"i{k}", relax.TensorType(a.shape, "int64")) for k, a in enumerate(idx)]
    vv = relax.Var("v", relax.TensorType(vals.shape, "float32"))
    with bb.function("main", [xv, *iv, vv]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.index_put(xv, relax.Tuple(iv), vv, accumulate=accumulate))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    return vm["main"](*[tvm.runtime.tensor(a) for a in (x, *idx, vals)]).numpy()


def test_index_put_accumulate_matches_torch():
    x = np.ones((4, 4), dtype="float32")
    idx = (np.array([0, 1, 2, 3], dtype="int64"), np.array([3, 2, 1, 0], dtype="int64"))
    vals = np.array([0.5], dtype="float32")
    
    ref = torch.from_numpy(x.copy()).index_put_(tuple(torch.from_numpy(a) for a in idx), torch.from_numpy(vals), accumulate=True)
    np.testing.assert_allclose(run_tvm(x, idx, vals, True), ref.numpy())
