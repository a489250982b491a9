# cause: pow_mixed_dtype_operands
# expect: Binary operators must have the same datatype for both operands
# capture: stderr
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

# x ** 2 as exported by torch: exponent is an int64 scalar initializer
two = numpy_helper.from_array(np.array(2, dtype=np.int64), "two")
nodes = [helper.make_node("Pow", ["x", "two"], ["sq"]),
         helper.make_node("ReduceMean", ["sq"], ["ms"], axes=[-1], keepdims=1)]
g = helper.make_graph(nodes, "rms", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 16])],
                      [helper.make_tensor_value_info("ms", TensorProto.FLOAT, [2, 1])], [two])
model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
ex = tvm.compile(mod, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(2, 16).astype("float32")
np.testing.assert_allclose(vm["main"](tvm.runtime.tensor(x)).numpy(), (x ** 2).mean(-1, keepdims=True), rtol=1e-5)
