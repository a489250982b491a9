# cause: user_keep_params_in_input_missing_args
# expect: expects \d+ arguments \(.*\), but 1 arguments were provided
# capture: stderr
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

w = numpy_helper.from_array(np.random.rand(5, 4).astype("float32"), "w")
b = numpy_helper.from_array(np.random.rand(5).astype("float32"), "b")
g = helper.make_graph([helper.make_node("Gemm", ["x", "w", "b"], ["y"], transB=1)], "fc",
                      [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 4])],
                      [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", 5])], [w, b])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model, keep_params_in_input=True)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(np.random.rand(2, 4).astype("float32")))
print(out.numpy())
