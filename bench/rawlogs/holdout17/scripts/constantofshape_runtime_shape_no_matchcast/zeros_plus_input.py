# cause: constantofshape_runtime_shape_no_matchcast
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: combined
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

X = helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 6])
S = helper.make_tensor_value_info("target_shape", TensorProto.INT64, [2])
Y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [4, 6])
nodes = [
    helper.make_node("ConstantOfShape", ["target_shape"], ["zeros"]),
    helper.make_node("Add", ["x", "zeros"], ["y"]),
]
model = helper.make_model(helper.make_graph(nodes, "zeros_add", [X, S], [Y]),
                          opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model, shape_dict={"x": [4, 6], "target_shape": [2]})
mod = relax.transform.LegalizeOps()(mod)
ex = tvm.compile(mod, "llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.randn(4, 6).astype("float32")
res = vm["main"](tvm.runtime.tensor(x), tvm.runtime.tensor(np.array([4, 6], "int64")))
np.testing.assert_allclose(res.numpy(), x)
