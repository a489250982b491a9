# cause: squeeze_no_axes_symbolic_dims
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: ipython
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

rng = np.random.default_rng(0)
w = numpy_helper.from_array(rng.standard_normal((10, 8)).astype("float32"), "fc.weight")
b = numpy_helper.from_array(np.zeros(10, "float32"), "fc.bias")
nodes = [
    helper.make_node("GlobalAveragePool", ["feat"], ["pooled"]),
    helper.make_node("Squeeze", ["pooled"], ["flat"]),
    helper.make_node("Gemm", ["flat", "fc.weight", "fc.bias"], ["logits"], transB=1),
]
g = helper.make_graph(nodes, "classifier_head",
                      [helper.make_tensor_value_info("feat", TensorProto.FLOAT, ["N", 8, 7, 7])],
                      [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["N", 10])],
                      initializer=[w, b])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
print("imported; compiling classifier head")
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
out = vm["main"](tvm.runtime.tensor(rng.standard_normal((2, 8, 7, 7)).astype("float32")))
print(out.numpy().shape)
