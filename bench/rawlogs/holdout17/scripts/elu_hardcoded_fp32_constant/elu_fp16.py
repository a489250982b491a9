# cause: elu_hardcoded_fp32_constant
# expect: Binary operators must have the same datatype for both operands
# capture: ipython
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

x = helper.make_tensor_value_info("x", TensorProto.FLOAT16, [2, 8])
y = helper.make_tensor_value_info("y", TensorProto.FLOAT16, [2, 8])
model = helper.make_model(helper.make_graph([helper.make_node("Elu", ["x"], ["y"], alpha=1.0)], "elu16", [x], [y]),
                          opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
data = np.linspace(-2, 2, 16, dtype="float16").reshape(2, 8)
ref = np.where(data > 0, data, np.expm1(data))
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(data)).numpy(), ref, rtol=1e-2)
