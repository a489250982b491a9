# cause: onnx_no_qlinearmatmul_converter
# expect: not supported for frontend ONNX: QLinearMatMul
# capture: stderr
from onnx import TensorProto, helper
from tvm.relax.frontend.onnx import from_onnx

T = TensorProto
inits = [
    helper.make_tensor("a_s", T.FLOAT, [], [0.02]), helper.make_tensor("a_z", T.INT8, [], [0]),
    helper.make_tensor("b_s", T.FLOAT, [], [0.01]), helper.make_tensor("b_z", T.INT8, [], [0]),
    helper.make_tensor("y_s", T.FLOAT, [], [0.05]), helper.make_tensor("y_z", T.INT8, [], [0]),
]
node = helper.make_node("QLinearMatMul", ["a", "a_s", "a_z", "b", "b_s", "b_z", "y_s", "y_z"], ["y"])
graph = helper.make_graph(
    [node], "qmm",
    [helper.make_tensor_value_info("a", T.INT8, [4, 64]), helper.make_tensor_value_info("b", T.INT8, [64, 32])],
    [helper.make_tensor_value_info("y", T.INT8, [4, 32])], initializer=inits)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
