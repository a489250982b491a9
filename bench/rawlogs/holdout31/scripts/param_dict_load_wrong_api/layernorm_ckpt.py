# cause: param_dict_load_wrong_api
# expect: Check failed: \(header == kTVMTensorListMagic\) is false: Invalid parameters file format
# capture: combined
import os
import tempfile

import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 4), "float32"))
    gamma = relax.Var("gamma", relax.TensorType((4,), "float32"))
    beta = relax.Var("beta", relax.TensorType((4,), "float32"))
    with bb.function("main", [x, gamma, beta]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.layer_norm(x, gamma, beta, axes=[-1]))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


ckpt = os.path.join(tempfile.mkdtemp(), "norm_weights.npz")
np.savez(ckpt, gamma=np.ones(4, dtype="float32"), beta=np.zeros(4, dtype="float32"))
print("checkpoint written to", os.path.basename(ckpt))

ex = tvm.compile(build(), target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
params = tvm.runtime.load_param_dict_from_file(ckpt)
x = np.array([[1.0, 2.0, 3.0, 4.0]], dtype="float32")
print(vm["main"](x, params["gamma"], params["beta"]).numpy())
