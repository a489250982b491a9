# cause: onnx_no_qlinearconv_converter
# expect: not supported for frontend ONNX: QLinearConv
# capture: stderr
# env: TVM_BACKTRACE=1
# post: truncate=0.6
import numpy as np
from onnx import TensorProto as T, helper, numpy_helper
from tvm.relax.frontend.onnx import from_onnx

inits = [
    helper.make_tensor("x_s", T.FLOAT, [], [0.02]), helper.make_tensor("x_z", T.UINT8, [], [0]),
    numpy_helper.from_array(np.random.randint(0, 255, (6, 1, 3, 3)).astype("uint8"), "w"),
    helper.make_tensor("w_s", T.FLOAT, [], [0.01]), helper.make_tensor("w_z", T.UINT8, [], [128]),
    helper.make_tensor("y_s", T.FLOAT, [], [0.1]), helper.make_tensor("y_z", T.UINT8, [], [0]),
]
nodes = [
    helper.make_node("QuantizeLinear", ["img", "x_s", "x_z"], ["img_q"]),
    helper.make_node("QLinearConv", ["img_q", "x_s", "x_z", "w", "w_s", "w_z", "y_s", "y_z"], ["feat_q"],
                     group=1, strides=[2, 2]),
    helper.make_node("DequantizeLinear", ["feat_q", "y_s", "y_z"], ["feat"]),
]
graph = helper.make_graph(nodes, "stem", [helper.make_tensor_value_info("img", T.FLOAT, [1, 1, 28, 28])],
                          [helper.make_tensor_value_info("feat", T.FLOAT, [1, 6, 13, 13])], initializer=inits)
mod = from_onnx(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]))
