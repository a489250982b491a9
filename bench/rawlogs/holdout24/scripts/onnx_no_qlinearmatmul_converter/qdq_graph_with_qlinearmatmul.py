# cause: onnx_no_qlinearmatmul_converter
# expect: not supported for frontend ONNX: QLinearMatMul
# capture: combined
# env: TVM_BACKTRACE=1
"""A statically quantized (QOperator format) MLP layer exported from onnxruntime's quantizer."""
import numpy as np
import onnx
from onnx import TensorProto as T, helper, numpy_helper
from tvm.relax.frontend.onnx import from_onnx

rng = np.random.default_rng(3)
inits = [
    helper.make_tensor("x_s", T.FLOAT, [], [0.05]), helper.make_tensor("x_z", T.UINT8, [], [128]),
    numpy_helper.from_array(rng.integers(-127, 127, (2, 64, 64)).astype("int8"), "w"),
    helper.make_tensor("w_s", T.FLOAT, [], [0.01]), helper.make_tensor("w_z", T.INT8, [], [0]),
    helper.make_tensor("y_s", T.FLOAT, [], [0.2]), helper.make_tensor("y_z", T.UINT8, [], [128]),
]
nodes = [
    helper.make_node("QuantizeLinear", ["x", "x_s", "x_z"], ["xq"]),
    helper.make_node("QLinearMatMul", ["xq", "x_s", "x_z", "w", "w_s", "w_z", "y_s", "y_z"], ["yq"]),
    helper.make_node("DequantizeLinear", ["yq", "y_s", "y_z"], ["y"]),
    helper.make_node("Relu", ["y"], ["out"]),
]
graph = helper.make_graph(nodes, "qmlp", [helper.make_tensor_value_info("x", T.FLOAT, [2, 8, 64])],
                          [helper.make_tensor_value_info("out", T.FLOAT, [2, 8, 64])], initializer=inits)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
onnx.checker.check_model(model)
print("model ok, importing")
mod = from_onnx(model, opset=13)
