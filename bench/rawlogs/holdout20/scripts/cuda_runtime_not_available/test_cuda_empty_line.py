# cause: cuda_runtime_not_available
# expect: Device API cuda is not enabled
# capture: pytest-line
import numpy as np
import pytest
import tvm


@pytest.fixture
def dev():
    return tvm.cuda(0)


def test_roundtrip_to_gpu(dev):
    host = np.arange(1024, dtype="float32")
    buf = tvm.runtime.tensor(host, dev)
    np.testing.assert_array_equal(buf.numpy(), host)
